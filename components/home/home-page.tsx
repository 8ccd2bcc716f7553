import { navigation } from '@/content/navigation';

// Composes the home sections in the spec's order.
export function HomePage() {
  return (
    <>
      {navigation.map((item) => (
        <section key={item.id} id={item.id} aria-label={item.label}>
          <h2>{item.label}</h2>
        </section>
      ))}
    </>
  );
}
