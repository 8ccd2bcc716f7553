// `npm run check:launch` (and, with --if-production, the build's first step): see check-launch.ts.
import { main } from './check-launch';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('check:launch could not run:', error);
    process.exitCode = 2;
  },
);
