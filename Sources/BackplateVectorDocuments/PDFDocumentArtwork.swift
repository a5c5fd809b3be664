import Foundation
import BackplateCore
internal import CVectorDocuments

/// A page of a PDF document (the first unless told), read and drawn into cairo contexts by
/// poppler-glib. Every call into poppler holds one process-wide lock: its documents share
/// global state.
package final class PDFDocumentArtwork: VectorDocument {
    package let size: CGSize
    private let document: LockedState<(document: OpaquePointer, page: OpaquePointer)>
    /// poppler's lock: a plain `NSLock`, as a `LockedState` of `Void` puts its empty value at
    /// the object's start, where ThreadSanitizer sees its accesses race with header reads.
    private static let poppler = NSLock()

    /// Every page's size, in PDF points, and text, read with one opening of `data`.
    /// - Throws: ``VectorDocumentError`` for data poppler cannot read.
    package static func pages(of data: Data) throws -> [(size: CGSize, text: String)] {
        try poppler.withLock {
            let document = try open(data)
            defer { g_object_unref(UnsafeMutableRawPointer(document)) }
            return (0 ..< poppler_document_get_n_pages(document)).compactMap { index in
                guard let page = poppler_document_get_page(document, index) else { return nil }
                defer { g_object_unref(UnsafeMutableRawPointer(page)) }
                let text = poppler_page_get_text(page)
                defer { g_free(text) }
                return (size(of: page), text.map { String(cString: $0) } ?? "")
            }
        }
    }

    /// The document information of `data`: title, author, dates and the rest, as the file's
    /// information dictionary gives them (nil where it has none), and its PDF version.
    /// - Throws: ``VectorDocumentError`` for data poppler cannot read.
    package static func information(of data: Data) throws -> PDFInformation {
        try poppler.withLock {
            let document = try open(data)
            defer { g_object_unref(UnsafeMutableRawPointer(document)) }
            func text(_ read: (OpaquePointer) -> UnsafeMutablePointer<gchar>?) -> String? {
                guard let value = read(document) else { return nil }
                defer { g_free(value) }
                return String(cString: value)
            }
            func date(_ read: (OpaquePointer) -> time_t) -> Date? {
                let seconds = read(document)
                return seconds == -1 ? nil : Date(timeIntervalSince1970: TimeInterval(seconds))
            }
            var major: guint = 0, minor: guint = 0
            poppler_document_get_pdf_version(document, &major, &minor)
            return PDFInformation(title: text(poppler_document_get_title), author: text(poppler_document_get_author),
                                  subject: text(poppler_document_get_subject), keywords: text(poppler_document_get_keywords),
                                  creator: text(poppler_document_get_creator), producer: text(poppler_document_get_producer),
                                  creationDate: date(poppler_document_get_creation_date),
                                  modificationDate: date(poppler_document_get_modification_date),
                                  version: (Int(major), Int(minor)))
        }
    }

    /// A page's size in PDF points.
    private static func size(of page: OpaquePointer) -> CGSize {
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        return CGSize(width: width, height: height)
    }

    private static func open(_ data: Data) throws -> OpaquePointer {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unreadable"
            if let error { g_error_free(error) }
            throw VectorDocumentError(message: "PDF: \(message)")
        }
        return document
    }

    /// Reads page `index` of `data`; its size is the page's, in PDF points.
    /// - Throws: ``VectorDocumentError`` for data poppler cannot read or a page it does not have.
    package init(_ data: Data, page index: Int = 0) throws {
        let opened = try Self.poppler.withLock { () throws -> (OpaquePointer, OpaquePointer, CGSize) in
            let document = try Self.open(data)
            guard index >= 0, index < poppler_document_get_n_pages(document),
                  let page = poppler_document_get_page(document, Int32(index)) else {
                g_object_unref(UnsafeMutableRawPointer(document))
                throw VectorDocumentError(message: index == 0 ? "PDF without pages" : "PDF without a page \(index)")
            }
            return (document, page, Self.size(of: page))
        }
        size = opened.2
        document = LockedState(unchecked: (opened.0, opened.1))
    }

    deinit {
        Self.poppler.withLock {
            document.withLockUnchecked {
                g_object_unref(UnsafeMutableRawPointer($0.page))
                g_object_unref(UnsafeMutableRawPointer($0.document))
            }
        }
    }

    package func draw(into cr: OpaquePointer, rect: CGRect) {
        Self.poppler.withLock {
            document.withLockUnchecked { opened in
                cairo_save(cr)
                cairo_translate(cr, rect.minX, rect.minY)
                cairo_scale(cr, rect.width / size.width, rect.height / size.height)
                poppler_page_render(opened.page, cr)
                cairo_restore(cr)
            }
        }
    }
}

/// A PDF's information dictionary and version, as `PDFDocumentArtwork.information(of:)` reads it.
package struct PDFInformation: Sendable {
    package let title, author, subject, keywords, creator, producer: String?
    package let creationDate, modificationDate: Date?
    package let version: (major: Int, minor: Int)
}
