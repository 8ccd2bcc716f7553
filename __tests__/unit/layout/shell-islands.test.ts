import * as notFoundIslands from '@/components/layout/not-found-islands';
import { shellIslands } from '@/components/layout/shell-islands';

// The two roots pass the shell the same client leaves (docs/architecture.md, "Client islands"): a
// leaf added to one list and not the other would be missing from the 404 page or every route.
describe('the client leaves of the site shell', () => {
  it('are the same in the root layout and in global-not-found', () => {
    expect(Object.keys(notFoundIslands).sort()).toEqual(Object.keys(shellIslands).sort());
    for (const [name, leaf] of Object.entries(shellIslands)) expect(notFoundIslands[name as keyof typeof notFoundIslands]).toBe(leaf);
  });
});
