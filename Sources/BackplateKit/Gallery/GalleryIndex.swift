import Foundation
import Backplate

/// The gallery's HTML index.
package enum GalleryIndex {
    /// `s` with the characters HTML gives meaning to (`& < > "`) escaped.
    package static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A length in whole points for the page (`0` for a non-finite one, which never renders).
    static func points(_ v: CGFloat) -> Int {
        v.isFinite ? Int(v.rounded()) : 0
    }

    /// The index page: one figure per rendered example (its image in the first of `formats`
    /// that a browser shows, PNG preferred; its size in points; links to every format).
    package static func html(_ entries: [(GalleryExample, CGSize)], formats: [String]) -> String {
        let image = formats.contains("png") ? "png" : (formats.first ?? "png")
        let cards = entries.map { e, size in
            let links = formats.map { "<a href=\"\(e.name).\($0)\">\($0.uppercased())</a>" }.joined(separator: " · ")
            return """
            <figure>
              <img src="\(e.name).\(image)" width="\(points(size.width))" alt="\(escape(e.title))">
              <figcaption><strong>\(escape(e.title))</strong> <code>\(escape(e.name))</code> \(points(size.width))×\(points(size.height)) pt<br>\(escape(e.summary))<br>\(links)</figcaption>
            </figure>
            """
        }.joined(separator: "\n")
        return """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>Backplate gallery</title>
        <style>body{font-family:sans-serif;margin:2em;background:#f2f2f7} figure{display:inline-block;vertical-align:top;margin:1em;padding:1em;background:white;border-radius:12px;max-width:640px} img{max-width:600px;height:auto;background:repeating-conic-gradient(#eee 0% 25%, white 0% 50%) 50%/16px 16px} figcaption{font-size:14px;margin-top:.5em}</style>
        </head><body><h1>Backplate gallery</h1>
        \(cards)
        </body></html>
        """
    }
}
