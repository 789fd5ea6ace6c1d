import type { ResolvedLaunch } from './game-launch.service';

// The page a demo provider shows when the lobby launches one of its games (SANDBOX only). It proves the
// launch token end to end: it resolves the token and names the game and player it was issued for.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The lobby link to go back to: a path, or an http(s) URL on the web app's own origin; else /. */
export function safeReturnUrl(href: string | undefined, webOrigin: string): string {
  if (!href) return '/';
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return url.origin === new URL(webOrigin).origin ? url.toString() : '/';
  } catch {
    return '/';
  }
}

export type ProviderPageState =
  | { kind: 'ready'; launch: ResolvedLaunch }
  | { kind: 'expired'; launch: ResolvedLaunch }
  | { kind: 'invalid' };

const STYLE = `
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
    background: radial-gradient(900px 500px at 80% -10%, rgb(139 92 246 / .3), transparent 60%), #0b1026; color: #f3f5ff; }
  main { box-sizing: border-box; width: min(92vw, 460px); padding: 32px; border-radius: 24px; background: #182250;
    border: 1px solid rgb(148 163 235 / .25); box-shadow: 0 18px 48px rgb(0 0 0 / .5); text-align: center; }
  img { width: 128px; height: 128px; margin: 0 auto 16px; border-radius: 28px; display: block; }
  h1 { margin: 0 0 4px; font-size: 1.6rem; }
  .provider { margin: 0 0 20px; color: #aab3d9; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0 0 24px; text-align: left;
    font-size: .9rem; background: #121a3a; padding: 14px 18px; border-radius: 14px; }
  dt { color: #7f89b5; } dd { margin: 0; overflow-wrap: anywhere; }
  .badge { display: inline-block; margin-bottom: 14px; padding: 2px 12px; border-radius: 999px; font-size: .75rem;
    font-weight: 700; letter-spacing: .06em; text-transform: uppercase; background: rgb(251 191 36 / .16); color: #fbbf24; }
  a.button { display: inline-block; padding: 12px 22px; border-radius: 12px; font-weight: 700; text-decoration: none;
    background: linear-gradient(135deg, #fbbf24, #f97316); color: #1d1300; }
`;

export function providerPage(state: ProviderPageState, returnUrl: string): string {
  const back = `<a class="button" href="${escapeHtml(returnUrl)}">Back to lobby</a>`;
  let body: string;
  if (state.kind === 'invalid') {
    body = `<span class="badge">Sandbox provider</span><h1>Launch link not valid</h1>
      <p class="provider">This launch token was not issued by the lobby. Start the game from the lobby again.</p>${back}`;
  } else {
    const { launch } = state;
    const name = launch.game?.game_name ?? launch.gameCode;
    const icon = launch.game ? `<img src="${escapeHtml(launch.game.game_icon)}" alt="">` : '';
    const headline = state.kind === 'expired' ? 'Launch link expired' : escapeHtml(name);
    const note =
      state.kind === 'expired'
        ? `<p class="provider">Launch tokens last a few minutes. Start ${escapeHtml(name)} from the lobby again.</p>`
        : `<p class="provider">${escapeHtml(launch.game?.provider_name ?? launch.providerCode)} · demo table</p>`;
    body = `<span class="badge">Sandbox provider</span>${icon}<h1>${headline}</h1>${note}
      <dl>
        <dt>Game code</dt><dd data-testid="game-code">${escapeHtml(launch.gameCode)}</dd>
        <dt>Operator</dt><dd>${launch.operatorId}</dd>
        <dt>Player</dt><dd>…${escapeHtml(launch.playerId.slice(-6))}</dd>
        <dt>Token valid until</dt><dd>${launch.expiresAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</dd>
      </dl>${back}`;
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${state.kind === 'ready' ? escapeHtml(state.launch.game?.game_name ?? 'Game') : 'Launch'} · Sandbox provider</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>
`;
}
