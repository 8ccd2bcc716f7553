import { cityFromUrl } from '@/components/simulator/simulator-island';

// A city page links the simulator as /?cidade=<slug>#simulador. What anyone can put in that
// address: only the slug of one of the 399 municipalities changes the form, and only to the name
// as the list spells it; a city the visitor typed first is kept.
function form(value = 'Londrina') {
  document.body.innerHTML = `<form><input name="city" type="text" value="${value}"></form>`;
  return document.querySelector('form')!;
}
const city = () => document.querySelector<HTMLInputElement>('input[name="city"]')!;
const visit = (search: string) => window.history.replaceState(null, '', `/${search}#simulador`);

describe('the simulator’s city from the address', () => {
  afterEach(() => visit(''));

  it('sets the city of a municipality’s slug, spelt as the list spells it', () => {
    visit('?cidade=santa-terezinha-de-itaipu');
    cityFromUrl(form());
    expect(city().value).toBe('Santa Terezinha de Itaipu');
    visit('?cidade=rancho-alegre-d-oeste');
    cityFromUrl(form());
    expect(city().value).toBe("Rancho Alegre D'Oeste");
  });

  it('ignores anything that is not a slug of the 399: markup, names with accents, other places, empty', () => {
    for (const search of [
      '?cidade=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '?cidade=Cambé',
      '?cidade=sao-paulo',
      '?cidade=',
      '?cidade=cambe%00',
      '?outra=cambe',
    ]) {
      visit(search);
      cityFromUrl(form());
      expect(city().value).toBe('Londrina');
    }
  });

  it('keeps a city the visitor typed before the simulator loaded', () => {
    visit('?cidade=cambe');
    const typed = form();
    city().value = 'Maringá';
    cityFromUrl(typed);
    expect(city().value).toBe('Maringá');
  });
});
