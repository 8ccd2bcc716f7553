import { controlUnder, overlaps, watchOverlap } from '@/components/layout/whatsapp-guard';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });
const place = (element: Element, rect: ReturnType<typeof box>) =>
  jest
    .spyOn(element, 'getBoundingClientRect')
    .mockReturnValue({ ...rect, x: rect.left, y: rect.top, width: rect.right - rect.left, height: rect.bottom - rect.top, toJSON: () => ({}) });

describe('overlaps', () => {
  it('is true for boxes that share area, or come closer than the gap', () => {
    expect(overlaps(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(true);
    expect(overlaps(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBe(false);
    expect(overlaps(box(0, 0, 10, 10), box(14, 0, 10, 10), 8)).toBe(true);
    expect(overlaps(box(0, 0, 10, 10), box(20, 0, 10, 10), 8)).toBe(false);
  });

  it('is false for an empty box (a hidden control has none)', () => {
    expect(overlaps(box(0, 0, 10, 10), box(2, 2, 0, 0))).toBe(false);
  });
});

// jsdom has no ResizeObserver; the guard only needs to be able to start one.
class NoResizeObserver {
  observe() {}
  disconnect() {}
}

describe('the guard', () => {
  beforeAll(() => Object.assign(window, { ResizeObserver: NoResizeObserver }));

  let dock: HTMLDivElement;
  let control: HTMLButtonElement;

  beforeEach(() => {
    document.body.innerHTML = '<main><button type="button">Enviar</button><p>Texto</p></main><div id="dock"><a href="https://wa.me/1">WhatsApp</a></div>';
    dock = document.getElementById('dock') as HTMLDivElement;
    control = document.querySelector('button')!;
    place(dock.firstElementChild!, box(314, 768, 60, 60));
  });

  it('sees a control under the button, and not one elsewhere or the button itself', () => {
    place(control, box(16, 780, 358, 48));
    expect(controlUnder(dock)).toBe(true);
    place(control, box(16, 600, 358, 48));
    expect(controlUnder(dock)).toBe(false);
  });

  it('marks the dock while a control is under it, at once when it starts', () => {
    place(control, box(16, 780, 358, 48));
    const stop = watchOverlap(dock);
    expect(dock).toHaveAttribute('data-covering');
    stop();
    place(control, box(16, 600, 358, 48));
    const again = watchOverlap(dock);
    expect(dock).not.toHaveAttribute('data-covering');
    again();
  });

  it('on a desktop, steps aside while a WhatsApp call to action of the page is in view, and comes back once it is scrolled away', () => {
    const twin = document.createElement('a');
    twin.href = 'https://wa.me/1?text=Oi';
    twin.setAttribute('data-whatsapp-cta', '');
    document.querySelector('main')!.append(twin);
    place(twin, box(16, 300, 200, 48));
    const stop = watchOverlap(dock);
    expect(dock).toHaveAttribute('data-covering');
    stop();
    place(twin, box(16, 1900, 200, 48));
    const again = watchOverlap(dock);
    expect(dock).not.toHaveAttribute('data-covering');
    again();
  });

  it('stays on a phone beside the form’s WhatsApp call to action: it is where a thumb looks for WhatsApp', () => {
    const twin = document.createElement('a');
    twin.setAttribute('data-whatsapp-cta', '');
    document.querySelector('main')!.append(twin);
    place(twin, box(16, 300, 200, 48));
    const width = jest.replaceProperty(window, 'innerWidth', 390);
    const stop = watchOverlap(dock);
    expect(dock).not.toHaveAttribute('data-covering');
    stop();
    width.restore();
  });

  it('stays put while the visitor has focused it', () => {
    place(control, box(16, 780, 358, 48));
    (dock.firstElementChild as HTMLElement).focus();
    const stop = watchOverlap(dock);
    expect(dock).not.toHaveAttribute('data-covering');
    stop();
  });
});
