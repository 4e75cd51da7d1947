// The treemaps of bench/web-treemap.ts as one page to open in a browser: pick a route, see its
// items (packages, folders) as boxes sized by gzip bytes, each split into its files. The page lays
// the boxes out itself (squarified), so it needs no library and fits any window.
import type { TRouteTreemap } from './route-treemap';

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const SCRIPT = String.raw`
const data = JSON.parse(document.getElementById('data').textContent);
const select = document.getElementById('route');
const map = document.getElementById('map');
const kb = (b) => (b / 1024).toFixed(1) + ' kB';
for (const [i, r] of data.entries()) select.add(new Option(r.path + ' — ' + kb(r.gzip), String(i)));
// Squarified layout: rows along the shorter side, each row as square as it can be.
function layout(nodes, x, y, w, h) {
  const total = nodes.reduce((s, n) => s + n.gzip, 0);
  const out = [];
  let rest = nodes.filter((n) => n.gzip > 0).map((n) => ({ n, a: (n.gzip / total) * w * h }));
  while (rest.length > 0) {
    const side = Math.min(w, h);
    let row = [], best = Infinity;
    for (const item of rest) {
      const next = [...row, item];
      const sum = next.reduce((s, i) => s + i.a, 0);
      const worst = Math.max(...next.map((i) => Math.max((side * side * i.a) / (sum * sum), (sum * sum) / (side * side * i.a))));
      if (worst > best) break;
      row = next; best = worst;
    }
    const sum = row.reduce((s, i) => s + i.a, 0);
    const thick = sum / side;
    let offset = 0;
    for (const i of row) {
      const len = i.a / thick;
      out.push(w >= h ? { n: i.n, x, y: y + offset, w: thick, h: len } : { n: i.n, x: x + offset, y, w: len, h: thick });
      offset += len;
    }
    if (w >= h) { x += thick; w -= thick; } else { y += thick; h -= thick; }
    rest = rest.slice(row.length);
  }
  return out;
}
function box(parent, r, cls, label, title) {
  const d = document.createElement('div');
  d.className = cls;
  Object.assign(d.style, { left: r.x + 'px', top: r.y + 'px', width: r.w + 'px', height: r.h + 'px' });
  d.title = title;
  if (label) { const s = document.createElement('span'); s.textContent = label; d.append(s); }
  parent.append(d);
  return d;
}
function draw() {
  const route = data[Number(select.value)];
  map.replaceChildren();
  const W = map.clientWidth, H = map.clientHeight;
  for (const [k, r] of layout(route.items, 0, 0, W, H).entries()) {
    const hue = (k * 47) % 360;
    const el = box(map, r, 'item', r.w > 60 && r.h > 18 ? r.n.name + ' ' + kb(r.n.gzip) : '', r.n.name + ' ' + kb(r.n.gzip));
    el.style.background = 'hsl(' + hue + ' 55% 82%)';
    if (r.w < 40 || r.h < 40) continue;
    for (const f of layout(r.n.files, 0, 18, r.w, r.h - 18)) {
      const name = f.n.name.split('/').pop();
      const sub = box(el, f, 'file', f.w > 50 && f.h > 14 ? name : '', f.n.name + ' ' + kb(f.n.gzip));
      sub.style.background = 'hsl(' + hue + ' 55% 90%)';
    }
  }
}
select.addEventListener('change', draw);
addEventListener('resize', draw);
draw();
`;

/** A page showing every route's treemap. */
export function treemapHtml(routes: TRouteTreemap[]): string {
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Web routes: what they load (gzip)</title>
<style>
  body { font: 13px system-ui, sans-serif; margin: 0; display: flex; flex-direction: column; height: 100vh; }
  header { padding: 8px; }
  #map { position: relative; flex: 1; margin: 0 8px 8px; }
  .item, .file { position: absolute; box-sizing: border-box; border: 1px solid #fff; overflow: hidden; }
  .item > span { display: block; font-weight: 600; padding: 1px 3px; white-space: nowrap; }
  .file > span { font-size: 11px; padding: 0 2px; white-space: nowrap; }
</style>
<header><label>Route <select id="route"></select></label> — boxes by gzip bytes, estimated from the source maps</header>
<div id="map"></div>
<script type="application/json" id="data">${scriptJson(routes)}</script>
<script>${SCRIPT}</script>
</html>
`;
}
