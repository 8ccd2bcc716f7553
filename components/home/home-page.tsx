import { About } from './about';
import { Benefits } from './benefits';
import { Contact } from './contact';
import { Hero } from './hero';
import { Portfolio } from './portfolio';
import { Credentials, EquipmentBrands, Team, Testimonials } from './proof';
import { Solutions } from './solutions';
import { StatsBand } from './stats-band';
import { SimulatorSection } from '@/components/simulator/simulator-section';

// Composes the home sections in the spec's order (the numbers band and the simulator sit
// between them without a menu item of their own).
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
      <Team />
      <Credentials />
      <Contact />
    </>
  );
}
