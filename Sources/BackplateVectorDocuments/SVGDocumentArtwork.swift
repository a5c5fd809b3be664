import Foundation
import BackplateCore
internal import CVectorDocuments

/// An SVG document parsed by librsvg, drawn by it into cairo contexts. librsvg reads no
/// external files for data without a base location, and a handle serves one thread at a time.
package final class SVGDocumentArtwork: VectorDocument {
    package let size: CGSize
    private let handle: LockedState<UnsafeMutablePointer<RsvgHandle>>

    /// Parses `data`; its size is the SVG's `width` and `height`, else its `viewBox`'s.
    /// - Throws: ``VectorDocumentError`` for data librsvg cannot read or an SVG with no size.
    package init(_ data: Data) throws {
        var error: UnsafeMutablePointer<GError>?
        let parsed = data.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 else { return nil }
            return rsvg_handle_new_from_data(base, gsize(raw.count), &error)
        }
        guard let parsed else {
            throw VectorDocumentError(message: "SVG: \(Self.message(error) ?? "no data")")
        }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(parsed, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(parsed, nil, nil, nil, nil, &hasViewBox, &viewBox)
            (width, height) = hasViewBox != 0 ? (viewBox.width, viewBox.height) : (0, 0)
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            g_object_unref(parsed)
            throw VectorDocumentError(message: "SVG without a width, height or viewBox")
        }
        size = CGSize(width: width, height: height)
        handle = LockedState(parsed)
    }

    deinit {
        handle.withLockUnchecked { g_object_unref($0) }
    }

    package func draw(into cr: OpaquePointer, rect: CGRect) {
        handle.withLockUnchecked { handle in
            cairo_save(cr)
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / size.width, rect.height / size.height)
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            var error: UnsafeMutablePointer<GError>?
            if rsvg_handle_render_document(handle, cr, &viewport, &error) == 0 {
                RuntimeWarning.emit("an SVG image could not be drawn (\(Self.message(error) ?? "librsvg")); drawing what it drew")
            }
            cairo_restore(cr)
        }
    }

    /// The ink rectangle (strokes included) and the logical one (the outlines alone) of the
    /// element `id` (without `#`) in the document's coordinates, or `nil` when it has none.
    package func geometry(of id: String) -> (ink: CGRect, logical: CGRect)? {
        handle.withLockUnchecked { handle in
            guard rsvg_handle_has_sub(handle, "#" + id) != 0 else { return nil }
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            var ink = RsvgRectangle(), logical = RsvgRectangle()
            var error: UnsafeMutablePointer<GError>?
            guard rsvg_handle_get_geometry_for_layer(handle, "#" + id, &viewport, &ink, &logical, &error) != 0 else {
                _ = Self.message(error)
                return nil
            }
            return (CGRect(x: ink.x, y: ink.y, width: ink.width, height: ink.height),
                    CGRect(x: logical.x, y: logical.y, width: logical.width, height: logical.height))
        }
    }

    /// Draws only the element `id` (a custom symbol's `Regular-M` group), the document's
    /// `templateRect` stretched over `rect` in the user space of `cr`.
    package func drawLayer(_ id: String, into cr: OpaquePointer, from templateRect: CGRect, to rect: CGRect) {
        guard templateRect.width > 0, templateRect.height > 0 else { return }
        handle.withLockUnchecked { handle in
            cairo_save(cr)
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / templateRect.width, rect.height / templateRect.height)
            cairo_translate(cr, -templateRect.minX, -templateRect.minY)
            var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
            var error: UnsafeMutablePointer<GError>?
            if rsvg_handle_render_layer(handle, cr, "#" + id, &viewport, &error) == 0 {
                RuntimeWarning.emit("a custom symbol's \(id) could not be drawn (\(Self.message(error) ?? "librsvg")); drawing what it drew")
            }
            cairo_restore(cr)
        }
    }

    /// A GError's message, freeing it.
    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
