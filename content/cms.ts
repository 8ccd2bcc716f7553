import type { SignInProblem, SignInWords } from '../lib/cms-auth/handler';
import { SIGN_IN_VARIABLES } from '../lib/cms-auth/settings';
import { STATE_TTL_SECONDS } from '../lib/cms-auth/state';
import { BRAND } from './company/brand';

// The CMS at /admin/ and the words of its GitHub sign-in on the site's own host (lib/cms-auth/,
// functions/api/cms/, functions/admin/): what the sign-in window and /admin/ say when something is
// wrong, to the person who edits (what to do now) and, for a setting, to whoever administers the
// site (which variable, never its value). Decap's own screens speak Portuguese by its locale.

/** The CMS the company edits its content in (docs/content.md): never indexed, and crawlers are asked to stay out. */
export const CMS_PATH = '/admin/';

const BUTTON = '“Entrar com o GitHub”';
const AGAIN = `Feche esta janela e clique de novo em ${BUTTON} no painel.`;
const ADMIN = 'Avise quem administra o site:';
const { clientId, clientSecret } = SIGN_IN_VARIABLES;

/** Which settings of the sign-in are missing or wrong, by name: the page at /admin/ and check:launch say it. */
export const signInMissing = (variables: string[]) => `falta ou não vale: ${new Intl.ListFormat('pt-BR').format(variables)}`;

/** What whoever administers the site does to configure the sign-in: the page at /admin/ and check:launch say it. */
export const signInSetup = (callbackUrl: string) =>
  `Crie o app OAuth no GitHub (Settings › Developer settings › OAuth Apps) com o endereço de retorno ${callbackUrl}; ` +
  `ponha o Client ID e o Client secret nos segredos do host como ${clientId} e ${clientSecret}; publique o site de novo. ` +
  'O passo a passo está em docs/content.md, na parte “In production”.';

const problems: SignInWords['problem'] = (problem: SignInProblem, { callbackUrl, variables }) => {
  switch (problem) {
    case 'notConfigured':
      return {
        title: 'O login do painel ainda não foi configurado',
        paragraphs: [
          `Sem ele, ninguém entra para editar o site. Neste servidor ${signInMissing(variables)}.`,
          `Quem administra o site: ${signInSetup(callbackUrl)}`,
        ],
      };
    case 'badRequest':
      return {
        title: 'Este endereço abre só pelo painel',
        paragraphs: [`Ele é aberto pelo botão ${BUTTON} do painel de conteúdo: abra o painel e clique nele.`],
      };
    case 'noCode':
      return { title: 'Faltou a resposta do GitHub', paragraphs: [`Este endereço recebe a volta do GitHub depois do login. ${AGAIN}`] };
    case 'denied':
      return {
        title: 'O acesso ao GitHub não foi autorizado',
        paragraphs: [`Para salvar as suas alterações, o painel precisa da sua autorização no GitHub. ${AGAIN} Na página do GitHub, clique em “Authorize”.`],
      };
    case 'suspended':
      return {
        title: 'O app de login está suspenso no GitHub',
        paragraphs: [`${ADMIN} o app OAuth do painel foi suspenso no GitHub e precisa ser reativado.`],
      };
    case 'githubError':
      return { title: 'O GitHub recusou o login', paragraphs: [`${AGAIN} Se acontecer de novo, avise quem administra o site.`] };
    case 'forged':
      return { title: 'Este login não começou no painel', paragraphs: [`Por segurança, o painel só aceita o login que ele mesmo começou. ${AGAIN}`] };
    case 'expired':
      return {
        title: 'O login demorou demais',
        paragraphs: [`Passaram mais de ${STATE_TTL_SECONDS / 60} minutos desde o clique em ${BUTTON}. ${AGAIN}`],
      };
    case 'otherBrowser':
      return {
        title: 'Este login já foi usado ou começou em outro navegador',
        paragraphs: [`Cada login vale uma vez, no navegador em que começou. ${AGAIN}`],
      };
    case 'codeExpired':
      return { title: 'O código do GitHub expirou', paragraphs: [`O GitHub entrega um código que vale uma vez, por poucos minutos. ${AGAIN}`] };
    case 'unreachable':
      return {
        title: 'Não foi possível falar com o GitHub',
        paragraphs: [
          `O GitHub não respondeu como deveria. Tente de novo em alguns minutos; se continuar, veja em https://www.githubstatus.com se ele está fora do ar.`,
        ],
      };
    case 'timeout':
      return {
        title: 'O GitHub demorou demais para responder',
        paragraphs: ['Tente de novo em alguns minutos: feche esta janela e clique outra vez no botão do painel.'],
      };
    case 'credentials':
      return {
        title: 'O app de login não confere',
        paragraphs: [
          `${ADMIN} ${clientId} ou ${clientSecret} não são os do app OAuth no GitHub. Gere um novo Client secret no app, atualize os segredos do host e publique o site de novo.`,
        ],
      };
    case 'callbackMismatch':
      return {
        title: 'O endereço de retorno do app não confere',
        paragraphs: [
          `${ADMIN} no app OAuth do GitHub, o “Authorization callback URL” precisa ser ${callbackUrl}. Se você abriu o painel por outro endereço do site, abra-o pelo endereço principal.`,
        ],
      };
    case 'refused':
      return { title: 'O GitHub não entregou o acesso', paragraphs: [`${AGAIN} Se acontecer de novo, avise quem administra o site.`] };
  }
};

/** Every word of the sign-in, for its functions. */
export const signInWords: SignInWords = {
  brand: BRAND,
  cmsPath: CMS_PATH,
  backToCms: 'Abrir o painel de conteúdo',
  signingIn: {
    title: 'Entrando no painel',
    paragraphs: ['O acesso do GitHub foi entregue ao painel, e esta janela se fecha sozinha.', 'Se ela continuar aberta, feche-a e volte ao painel.'],
  },
  problem: problems,
  logPrefix: 'Login do painel (/admin)',
};
