import { WhatsAppButton } from './whatsapp-button';
import { WhatsAppDock } from './whatsapp-dock';

/**
 * The floating WhatsApp button: its markup (the WhatsApp mark included) is server-rendered
 * HTML; the dock, a small client leaf, shows it 2000 ms after load once its overlap guard
 * (a lazy part) is there.
 */
export function FloatingWhatsApp() {
  return (
    <WhatsAppDock>
      <WhatsAppButton />
    </WhatsAppDock>
  );
}
