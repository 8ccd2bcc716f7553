import { DATA_ID, HANDSHAKE_SCRIPT, handshakeMessage, type Outcome } from '@/lib/cms-auth/page';

// The sign-in window's script, run in jsdom as the page runs it: Decap's handshake with the window
// that opened it, each message addressed to the page's own origin, never '*'.

const TOKEN = 'gho_tokenDeTesteQueNaoPodeVazar123';
const ORIGIN = window.location.origin;

/** The page's JSON block in this document, a window standing for the CMS as its opener, and the page's script run. */
function openedBy(opener: Window | null, outcome: Outcome = { token: TOKEN }) {
  document.body.innerHTML = `<script type="application/json" id="${DATA_ID}">${JSON.stringify({ message: handshakeMessage(outcome) })}</script>`;
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  const post = opener ? jest.spyOn(opener, 'postMessage').mockImplementation(() => {}) : null;
  new Function(HANDSHAKE_SCRIPT)();
  return post;
}

function cmsWindow(): Window {
  const frame = document.body.appendChild(document.createElement('iframe'));
  return frame.contentWindow!;
}

const echo = (data: string, origin: string, source: Window | null) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('the sign-in window’s handshake', () => {
  it('announces itself to the CMS on its own origin, and hands the token once the CMS answers from that origin', () => {
    const opener = cmsWindow();
    const post = openedBy(opener)!;
    expect(post.mock.calls).toEqual([['authorizing:github', ORIGIN]]);
    echo('authorizing:github', ORIGIN, opener);
    expect(post.mock.calls[1]).toEqual([`authorization:github:success:{"token":"${TOKEN}","provider":"github"}`, ORIGIN]);
    expect(post.mock.calls.every(([, target]) => target === ORIGIN)).toBe(true);
  });

  it('gives nothing to a message from another origin, from another window, or another word', () => {
    const opener = cmsWindow();
    const post = openedBy(opener)!;
    echo('authorizing:github', 'https://atacante.example', opener);
    echo('authorizing:github', ORIGIN, cmsWindow());
    echo('authorizing:gitlab', ORIGIN, opener);
    expect(post.mock.calls).toEqual([['authorizing:github', ORIGIN]]);
  });

  it('tells the CMS a problem in the same handshake, in the page’s words', () => {
    const opener = cmsWindow();
    const post = openedBy(opener, { error: 'O login demorou demais' })!;
    echo('authorizing:github', ORIGIN, opener);
    expect(post.mock.calls[1]).toEqual(['authorization:github:error:{"message":"O login demorou demais"}', ORIGIN]);
  });

  it('does nothing without an opener (the address opened by hand)', () => {
    expect(() => openedBy(null)).not.toThrow();
  });
});
