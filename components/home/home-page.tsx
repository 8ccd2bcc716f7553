import { About } from './about';
import { Benefits } from './benefits';
import { Contact } from './contact';
import { Hero } from './hero';
import { Portfolio } from './portfolio';
import { EquipmentBrands, Testimonials } from './proof';
import { Solutions } from './solutions';
import { StatsBand } from './stats-band';
import { SimulatorSection } from '@/components/simulator/simulator-section';

// Composes the home sections in the spec's order (the numbers band and the simulator sit
// between them without a menu item of their own). The Google rating is in the hero, the
// technical responsibility in the contact section, beside the form's send button, and the team
// in the about section, under the company's story.
export function HomePage() {
  return (
    <>
      <Hero />
      <StatsBand />
      <Solutions />
      <SimulatorSection />
      <Portfolio />
      <Testimonials />
      <Benefits />
      <EquipmentBrands />
      <About />
      <Contact />
    </>
  );
}
