import Foundation
@_spi(BackplateBackend) import BackplateCore
internal import BackplateVectorDocuments

/// A PDF file's pages for PDFKit's stand-in: each one's size and text, and its rendering
/// (through poppler-glib, as image sets' PDF files are drawn).
package enum PDFPages {
    /// One page: its size in PDF points and its text.
    package struct Page {
        package let size: CGSize
        package let text: String
    }

    /// Every page of `data`: their sizes and text, read with one opening of the file.
    /// - Throws: ``ImageDecodingError`` for data that is not a PDF.
    package static func pages(_ data: Data) throws -> [Page] {
        do {
            return try PDFDocumentArtwork.pages(of: data).map { Page(size: $0.size, text: $0.text) }
        } catch let error as VectorDocumentError {
            throw ImageDecodingError.corrupt(error.message)
        }
    }

    /// The document information of `data` by its PDF key ("Title", "Author", "Subject",
    /// "Keywords", "Creator", "Producer"; dates under "CreationDate" and "ModDate"), and its
    /// PDF version. - Throws: ``ImageDecodingError`` for data that is not a PDF.
    package static func information(_ data: Data) throws -> (text: [String: String], dates: [String: Date],
                                                              version: (major: Int, minor: Int)) {
        let info: PDFInformation
        do { info = try PDFDocumentArtwork.information(of: data) } catch let error as VectorDocumentError {
            throw ImageDecodingError.corrupt(error.message)
        }
        let text = ["Title": info.title, "Author": info.author, "Subject": info.subject, "Keywords": info.keywords,
                    "Creator": info.creator, "Producer": info.producer].compactMapValues { $0 }
        let dates = ["CreationDate": info.creationDate, "ModDate": info.modificationDate].compactMapValues { $0 }
        return (text, dates, info.version)
    }

    /// Page `index` of `data` rendered at `scale` pixels per point (less for a huge page), with
    /// its outlines attached.
    package static func rendering(_ data: Data, at index: Int, scale: CGFloat) throws -> RasterImage {
        try open(data, index).image(preservesVector: true, scale: scale)
    }

    private static func open(_ data: Data, _ index: Int) throws -> PDFDocumentArtwork {
        do { return try PDFDocumentArtwork(data, page: index) } catch let error as VectorDocumentError {
            throw ImageDecodingError.corrupt(error.message)
        }
    }
}
