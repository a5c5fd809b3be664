"""The same 1200x630 social card through the alternatives, on this machine, one core each:
a warm headless Chromium screenshot (DevTools protocol), resvg rasterising Backplate's SVG of
the card (glyphs as paths: rasterisation alone), and skia-python drawing it directly.
Prints one JSON line per engine: cards per second and CPU milliseconds per card."""
import base64, json, os, re, resource, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
SECONDS = float(os.environ.get("ALT_SECONDS", "20"))

def cpu():
    r = resource.getrusage(resource.RUSAGE_SELF)
    c = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime + c.ru_utime + c.ru_stime

def measure(name, draw, seconds=SECONDS, extra_cpu=lambda: 0.0):
    draw()  # warm up
    n, start, c0, e0 = 0, time.monotonic(), cpu(), extra_cpu()
    while time.monotonic() - start < seconds:
        draw()
        n += 1
    wall = time.monotonic() - start
    used = cpu() - c0 + extra_cpu() - e0
    print("ALTJSON " + json.dumps({"engine": name, "cards": n, "per_s": round(n / wall, 1),
                                   "ms_per_card": round(wall / n * 1000, 2), "cpu_ms_per_card": round(used / n * 1000, 2)}), flush=True)

def resvg(svg_path):
    import resvg_py
    svg = open(svg_path, encoding="utf-8").read()
    # cairo sizes the document in points; the card is 1200 x 630 pixels at scale 1.
    svg = re.sub(r'(width|height)="([0-9.]+)pt"', r'\1="\2"', svg, count=2)
    measure("resvg-py (rasterise Backplate's SVG)", lambda: resvg_py.svg_to_bytes(svg_string=svg, skip_system_fonts=True))

def skia_card():
    import skia
    font_path = os.environ.get("INTER_FONT", "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
    typeface = skia.Typeface.MakeFromFile(font_path) if os.path.exists(font_path) else skia.Typeface("sans-serif")
    def draw():
        surface = skia.Surface(1200, 630)
        with surface as canvas:
            paint = skia.Paint(Shader=skia.GradientShader.MakeLinear(
                points=[(0, 0), (1200, 630)], colors=[skia.ColorSetRGB(237, 242, 255), skia.ColorSetRGB(214, 224, 255)]))
            canvas.drawRect(skia.Rect(0, 0, 1200, 630), paint)
            canvas.drawCircle(1100, 60, 280, skia.Paint(Color=skia.ColorSetARGB(46, 88, 86, 214), AntiAlias=True))
            canvas.drawCircle(1150, 570, 150, skia.Paint(Color=skia.ColorSetARGB(36, 255, 45, 85), AntiAlias=True))
            logo = skia.Paint(AntiAlias=True, Shader=skia.GradientShader.MakeLinear(
                points=[(72, 72), (116, 116)], colors=[skia.ColorSetRGB(88, 86, 214), skia.ColorSetRGB(255, 45, 85)]))
            canvas.drawRRect(skia.RRect.MakeRectXY(skia.Rect(72, 72, 116, 116), 10, 10), logo)
            canvas.drawString("backplate", 130, 105, skia.Font(typeface, 30), skia.Paint(Color=skia.ColorSetARGB(191, 0, 0, 0), AntiAlias=True))
            canvas.drawString("Load test", 72, 470, skia.Font(typeface, 76), skia.Paint(Color=skia.ColorSetRGB(20, 23, 38), AntiAlias=True))
            canvas.drawString("Rendered by Backplate", 72, 540, skia.Font(typeface, 36), skia.Paint(Color=skia.ColorSetARGB(153, 0, 0, 0), AntiAlias=True))
        return surface.makeImageSnapshot().encodeToData(skia.EncodedImageFormat.kPNG, 100)
    measure("skia-python (draw + PNG)", draw)

def chromium():
    import websocket, urllib.request
    binary = next((b for b in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] if os.path.exists(b)), None)
    if not binary:
        print("ALTJSON " + json.dumps({"engine": "chromium", "skipped": "not installed"}))
        return
    profile = tempfile.mkdtemp(prefix="backplate-chromium-")
    port = 19222
    proc = subprocess.Popen([binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-address=127.0.0.1",
                             f"--remote-debugging-port={port}", f"--user-data-dir={profile}", "--window-size=1200,630", "about:blank"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
                page = next(t for t in targets if t["type"] == "page")
                break
            except Exception:
                time.sleep(0.2)
        ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60)
        ids = iter(range(1, 10**9))
        def call(method, **params):
            i = next(ids)
            ws.send(json.dumps({"id": i, "method": method, "params": params}))
            while True:
                m = json.loads(ws.recv())
                if m.get("id") == i:
                    return m.get("result", {})
        call("Page.enable")
        call("Emulation.setDeviceMetricsOverride", width=1200, height=630, deviceScaleFactor=1, mobile=False)
        html = open(os.path.join(HERE, "card.html"), encoding="utf-8").read()
        url = "data:text/html;base64," + base64.b64encode(html.encode()).decode()
        def shot():
            call("Page.navigate", url=url)
            call("Runtime.evaluate", expression="document.fonts.ready.then(() => 1)", awaitPromise=True)
            return base64.b64decode(call("Page.captureScreenshot", format="png")["data"])
        def browser_cpu():
            total = 0.0
            for pid in subprocess.run(["pgrep", "-f", profile], capture_output=True, text=True).stdout.split():
                try:
                    f = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
                    total += (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")
                except Exception:
                    pass
            return total
        measure("chromium (warm headless screenshot)", shot, extra_cpu=browser_cpu)
        ws.close()
    finally:
        proc.terminate()
        proc.wait(timeout=10)

if __name__ == "__main__":
    svg_path = sys.argv[1]
    for f in (resvg, skia_card, chromium):
        try:
            f(svg_path) if f is resvg else f()
        except Exception as e:
            print("ALTJSON " + json.dumps({"engine": f.__name__, "skipped": repr(e)[:200]}), flush=True)
