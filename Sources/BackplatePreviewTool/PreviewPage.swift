import Foundation

/// The HTML of the contact sheet (`backplate preview`) and of the live page (`backplate serve`).
public enum PreviewPage {
    static let style = """
        body{font:14px -apple-system,system-ui,Inter,sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}
        header{position:sticky;top:0;z-index:5;background:#fffe;border-bottom:1px solid #d1d1d6;padding:10px 20px;display:flex;gap:16px;align-items:center}
        header h1{font-size:17px;margin:0}#status{color:#636366}
        main{display:flex;flex-wrap:wrap;gap:20px;padding:20px;align-items:flex-start}
        .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002;padding:12px;max-width:100%}
        .card h2{font-size:15px;margin:0 0 2px}.loc{color:#636366;font:12px ui-monospace,monospace}
        .traits{color:#8e8e93;font-size:12px;margin:4px 0 8px}.pics{display:flex;gap:12px;flex-wrap:wrap}
        figure{margin:0}figcaption{font-size:12px;color:#636366;margin-top:4px}
        .canvas{position:relative;display:inline-block;line-height:0;border:1px solid #d1d1d6;cursor:crosshair}
        .canvas img{display:block}
        .box{position:absolute;border:1px solid #ff3b30aa;box-sizing:border-box;pointer-events:none}
        .box span{position:absolute;left:0;top:0;font:9px/11px ui-monospace,monospace;background:#ff3b30cc;color:#fff;padding:0 2px;white-space:nowrap}
        .pick{position:absolute;border:2px solid #007aff;background:#007aff22;box-sizing:border-box;pointer-events:none}
        .warning{background:#fffbe6;color:#7c5800;border:1px solid #ffe58f;border-radius:8px;padding:8px;font:12px ui-monospace,monospace;white-space:pre-wrap;max-width:640px;margin:8px 0 0}
        .error{background:#fff1f0;color:#c1121f;border:1px solid #ffccc7;border-radius:8px;padding:8px;font:12px ui-monospace,monospace;white-space:pre-wrap;max-width:640px;margin:0}
        #inspector{position:fixed;right:16px;bottom:16px;z-index:6;background:#1c1c1eee;color:#fff;border-radius:10px;padding:10px 14px;font:12px ui-monospace,monospace;max-width:520px;white-space:pre-wrap;display:none}
        """

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v)
    }

    /// The traits line of a preview (layout, device, orientation, Dynamic Type, direction).
    static func traits(_ r: PreviewResult) -> String {
        var parts = [r.layout]
        if r.layout == "device" { parts.append(r.device ?? "iPhone 15 Pro (default)") }
        if r.orientation != "portrait" { parts.append(r.orientation) }
        if r.dynamicTypeSize != "large" { parts.append("Dynamic Type \(r.dynamicTypeSize)") }
        if r.layoutDirection != "leftToRight" { parts.append(r.layoutDirection) }
        return parts.joined(separator: " · ")
    }

    /// A path shown relative to the current folder when it is inside it.
    public static func shownPath(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }

    /// The static contact sheet: every preview with its name, source location, traits, size
    /// and images (light and dark), or its errors.
    public static func contactSheet(_ report: PreviewReport, title: String = "Previews") -> String {
        var html = "<!doctype html><meta charset=utf-8><title>\(escape(title))</title><style>\(style)</style>"
        let ok = report.results.filter(\.rendered).count
        html += "<header><h1>\(escape(title))</h1><span id=status>\(ok) of \(report.results.count) previews rendered</span></header><main>"
        for e in report.otherErrors { html += "<section class=card><pre class=error>\(escape(e))</pre></section>" }
        for (file, errors) in report.leftOutFiles.sorted(by: { $0.key < $1.key }) {
            html += "<section class=card><h2>Left out: \(escape((file as NSString).lastPathComponent))</h2>"
            html += "<div class=loc>\(escape(shownPath(file)))</div><pre class=error>\(escape(errors.joined(separator: "\n")))</pre></section>"
        }
        for r in report.results {
            html += "<section class=card><h2>\(escape(r.name))</h2><div class=loc>\(escape(shownPath(r.path))):\(r.line)</div>"
            if r.rendered {
                html += "<div class=traits>\(escape(traits(r)))</div><div class=pics>"
                for png in r.pngs {
                    let w = number(png.width), h = number(png.height)
                    let shownWidth = min(png.width, 320)
                    html += "<figure><div class=canvas><img src=\"\(escape(png.file))\" width=\(number(shownWidth)) alt=\"\(escape(r.name)) \(png.scheme)\"></div>"
                    html += "<figcaption>\(png.scheme) · \(w) × \(h) pt</figcaption></figure>"
                }
                html += "</div>"
                if !r.warnings.isEmpty {
                    html += "<pre class=warning>\(escape(r.warnings.map { "warning: " + $0 }.joined(separator: "\n")))</pre>"
                }
            } else {
                html += "<pre class=error>\(escape(r.errors.joined(separator: "\n")))</pre>"
            }
            html += "</section>"
        }
        return html + "</main>"
    }

    /// The live page: loads `/state.json` at start and whenever `/events` says a new
    /// generation is ready; clicking a canvas shows the innermost view under the pointer
    /// (frame, proposal, layout-tree path); "Show frames" outlines every view with its size.
    public static let liveHTML = """
        <!doctype html><meta charset=utf-8><title>Backplate previews</title><style>\(style)</style>
        <header><h1>Backplate previews</h1><span id=status>connecting…</span>
        <label><input type=checkbox id=frames> Show frames</label></header>
        <main id=previews></main><div id=inspector></div>
        <script>
        let state = null;
        const main = document.getElementById('previews'), status = document.getElementById('status');
        const framesBox = document.getElementById('frames'), inspector = document.getElementById('inspector');
        const esc = s => String(s).replace(/[&<>"]/g, c => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
        const num = v => Number.isInteger(v) ? String(v) : v.toFixed(1);
        function traits(r) {
          const t = [r.layout];
          if (r.layout === 'device') t.push(r.device || 'iPhone 15 Pro (default)');
          if (r.orientation !== 'portrait') t.push(r.orientation);
          if (r.dynamicTypeSize !== 'large') t.push('Dynamic Type ' + r.dynamicTypeSize);
          if (r.layoutDirection !== 'leftToRight') t.push(r.layoutDirection);
          return t.join(' · ');
        }
        function boxStyle(n, img) {
          return `left:${n.x / img.width * 100}%;top:${n.y / img.height * 100}%;width:${n.width / img.width * 100}%;height:${n.height / img.height * 100}%`;
        }
        function render() {
          const rep = state.report;
          if (!rep) { main.innerHTML = ''; return; }
          const ok = rep.results.filter(r => r.rendered).length;
          status.textContent = `generation ${state.generation} · ${ok} of ${rep.results.length} rendered · ${state.seconds.toFixed(1)} s` + (state.building ? ' · building…' : '');
          let html = rep.otherErrors.map(e => `<section class=card><pre class=error>${esc(e)}</pre></section>`).join('');
          rep.results.forEach((r, ri) => {
            html += `<section class=card data-id="${esc(r.id)}"><h2>${esc(r.name)}</h2><div class=loc>${esc(r.path)}:${r.line}</div>`;
            if (!r.rendered) { html += `<pre class=error>${esc(r.errors.join('\\n'))}</pre></section>`; return; }
            html += `<div class=traits>${esc(traits(r))}</div><div class=pics>`;
            r.images.forEach((img, ii) => {
              if (!img.files.png) return;
              const shown = Math.min(img.width, 320);
              let boxes = '';
              if (framesBox.checked) boxes = r.nodes.filter(n => n.width > 0 && n.height > 0).map(n =>
                `<div class=box style="${boxStyle(n, img)}"><span>${num(n.width)}×${num(n.height)}</span></div>`).join('');
              html += `<figure><div class=canvas data-r=${ri} data-i=${ii}><img src="/images/${state.generation}/${encodeURIComponent(img.files.png)}" width=${shown} alt="${esc(r.name)} ${img.scheme}">${boxes}</div>` +
                `<figcaption>${img.scheme} · ${num(img.width)} × ${num(img.height)} pt</figcaption></figure>`;
            });
            html += '</div>';
            if (r.warnings && r.warnings.length) html += `<pre class=warning>${esc(r.warnings.map(w => 'warning: ' + w).join('\\n'))}</pre>`;
            html += '</section>';
          });
          main.innerHTML = html;
          const imgs = [...main.querySelectorAll('img')];
          let pending = imgs.length;
          const done = () => { if (--pending <= 0) fetch('/seen?generation=' + state.generation); };
          if (!pending) fetch('/seen?generation=' + state.generation);
          imgs.forEach(i => { if (i.complete) done(); else { i.onload = done; i.onerror = done; } });
        }
        function inspect(canvas, x, y) {
          const r = state.report.results[+canvas.dataset.r], img = r.images[+canvas.dataset.i];
          const hits = r.nodes.filter(n => x >= n.x && x <= n.x + n.width && y >= n.y && y <= n.y + n.height);
          hits.sort((a, b) => (b.depth - a.depth) || (a.width * a.height - b.width * b.height));
          main.querySelectorAll('.pick').forEach(p => p.remove());
          const n = hits[0];
          if (!n) { inspector.style.display = 'none'; return; }
          canvas.insertAdjacentHTML('beforeend', `<div class=pick style="${boxStyle(n, img)}"></div>`);
          inspector.style.display = 'block';
          inspector.textContent = `${n.label}  (${r.name}, ${img.scheme})\nframe    x ${num(n.x)}  y ${num(n.y)}  ${num(n.width)} × ${num(n.height)} pt\nproposal ${n.proposal}\npath     ${n.path}`;
        }
        main.addEventListener('click', ev => {
          const canvas = ev.target.closest('.canvas');
          if (!canvas) return;
          const img = state.report.results[+canvas.dataset.r].images[+canvas.dataset.i];
          const rect = canvas.getBoundingClientRect();
          inspect(canvas, (ev.clientX - rect.left) / rect.width * img.width, (ev.clientY - rect.top) / rect.height * img.height);
        });
        // Links into the page: #frames turns the overlay on; #inspect=R,I,X,Y selects the view at
        // (X, Y) points in image I of preview R, as a click there would.
        if (location.hash.includes('frames')) framesBox.checked = true;
        function inspectFromHash() {
          const m = location.hash.match(/inspect=(\\d+),(\\d+),([\\d.]+),([\\d.]+)/);
          const canvas = m && main.querySelector(`.canvas[data-r="${m[1]}"][data-i="${m[2]}"]`);
          if (canvas) inspect(canvas, +m[3], +m[4]);
        }
        framesBox.addEventListener('change', () => state && render());
        async function load() {
          const res = await fetch('/state.json', {cache: 'no-store'});
          state = await res.json();
          render();
          inspectFromHash();
        }
        const events = new EventSource('/events');
        events.addEventListener('update', load);
        events.addEventListener('hello', load);
        events.addEventListener('building', () => { status.textContent += ' · building…'; });
        events.onerror = () => { status.textContent = 'disconnected: retrying…'; };
        load();
        </script>
        """
}
