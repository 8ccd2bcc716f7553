// The icons this site uses, as plain SVG components: `npm run icons -- <name>` writes
// components/ui/icons/<name>.ts from lucide's icon data (scripts/generate/icons.mjs). lucide-react's own
// Icon is a client component, so every icon drawn by a server component shipped its code and
// its path data to the browser; these render to static SVG on the server and cost nothing on
// the client. One module per icon so an island bundles only its own.
import { createElement, type ReactElement, type SVGProps } from 'react';

type IconNode = readonly (readonly [string, Readonly<Record<string, string>>])[];
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number; strokeWidth?: number };
export type IconComponent = (props: IconProps) => ReactElement;

export function icon(node: IconNode): IconComponent {
  return function SvgIcon({ size = 24, strokeWidth = 2, ...rest }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...rest,
      },
      node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs })),
    );
  };
}
