import { WhatsAppButton } from './whatsapp-button';
import type { ShellIslands } from './shell-islands';

/**
 * The floating WhatsApp button: its markup (the WhatsApp mark included) is server-rendered
 * HTML; the dock, a small client leaf (passed in by the root, see site-shell.tsx), shows it 2000 ms after load once its overlap guard
 * (a lazy part) is there.
 */
export function FloatingWhatsApp({ islands: { WhatsAppDock } }: { islands: Pick<ShellIslands, 'WhatsAppDock'> }) {
  return (
    <WhatsAppDock>
      <WhatsAppButton />
    </WhatsAppDock>
  );
}
