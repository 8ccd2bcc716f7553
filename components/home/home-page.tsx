import { About } from './about';
import { Benefits } from './benefits';
import { Contact } from './contact';
import { Hero } from './hero';
import { Portfolio } from './portfolio';
import { Solutions } from './solutions';

// Composes the home sections in the spec's order.
export function HomePage() {
  return (
    <>
      <Hero />
      <Solutions />
      <Portfolio />
      <Benefits />
      <About />
      <Contact />
    </>
  );
}
