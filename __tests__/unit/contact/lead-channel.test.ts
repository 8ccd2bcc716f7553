/** @jest-environment node */
import { listenForLeads, sendLead } from '@/components/contact/lead-channel';

// The typed channel from the simulator to the contact form: delivered to the one
// listener, kept (the last only) until the form listens, and silent once it stops.
describe('the lead channel', () => {
  it('delivers a message to the form listening', () => {
    const got: unknown[] = [];
    const stop = listenForLeads((prefill) => got.push(prefill));
    sendLead({ service: 'usinas-consumo', message: 'Simulação de R$ 500' });
    expect(got).toEqual([{ service: 'usinas-consumo', message: 'Simulação de R$ 500' }]);
    stop();
  });

  it('keeps the last message sent before the form listens, and delivers it once', () => {
    sendLead({ message: 'A' });
    sendLead({ message: 'B' });
    const got: unknown[] = [];
    const stop = listenForLeads((prefill) => got.push(prefill));
    expect(got).toEqual([{ message: 'B' }]);
    stop();
    const again: unknown[] = [];
    listenForLeads((prefill) => again.push(prefill))();
    expect(again).toEqual([]);
  });

  it('stops delivering when the form unsubscribes, and a stale unsubscribe leaves the new listener', () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = listenForLeads((prefill) => first.push(prefill));
    const stopSecond = listenForLeads((prefill) => second.push(prefill));
    stopFirst();
    sendLead({ message: 'C' });
    expect(first).toEqual([]);
    expect(second).toEqual([{ message: 'C' }]);
    stopSecond();
    sendLead({ message: 'D' });
    expect(second).toEqual([{ message: 'C' }]);
    // D waits for the next form.
    const third: unknown[] = [];
    listenForLeads((prefill) => third.push(prefill))();
    expect(third).toEqual([{ message: 'D' }]);
  });
});
