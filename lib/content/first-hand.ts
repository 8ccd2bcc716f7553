// The company's first-hand work by municipality, from its content as the CMS holds it: where it has a
// real office (not a placeholder address), its own projects (photographed: a drawn project is one of the specification's examples, not
// the company's) and its clients' testimonials. A city page is offered to search engines only where
// there is some (docs/content.md, "Which city pages are indexed"). Pure, so the build, the city
// pages and check:launch read the same rule.

type Office = { city: string; street: string };
type ProjectLike = { city: string; photos?: readonly unknown[] };
type TestimonialLike = { city: string };

/** A project drawn instead of photographed: one of the specification's examples, not an installation of the company's. */
export const isDrawnExample = (project: { photos?: readonly unknown[] }) => !project.photos?.length;

export type FirstHandWork = { offices: readonly Office[]; projects: readonly ProjectLike[]; testimonials: readonly TestimonialLike[] };

/**
 * Every municipality with an office, a project of the company's own or a testimonial. An office whose
 * address is still a placeholder (`isPlaceholder`: content/company/placeholders.ts) is not the
 * company's yet, as a drawn project is not: it makes no page first-hand.
 */
export function firstHandCities({ offices, projects, testimonials }: FirstHandWork, isPlaceholder: (value: string) => boolean = () => false): Set<string> {
  const realOffices = offices.filter((office) => !isPlaceholder(office.street));
  return new Set([...realOffices, ...projects.filter((project) => !isDrawnExample(project)), ...testimonials].map((item) => item.city));
}
