import BackplateCairo
import BackplateCore
import Foundation

/// A PDF document: its pages, text and data. A document read from a file keeps the file's
/// bytes, so `dataRepresentation()` and `write(to:)` give them back; a document whose pages were
/// added, removed or reordered is not written on Linux (nil/false, with a warning).
open class PDFDocument: NSObject {
    private var pages: [PDFPage] = []
    private let original: Data?
    private var changed = false
    /// The file the document was read from.
    open private(set) var documentURL: URL?
    /// The object told of document events (none happen in a render).
    open weak var delegate: (any PDFDocumentDelegate)?
    /// The document's information (title, author, subject, creator, producer as strings,
    /// keywords as an array of strings split at commas, dates as `Date`), by
    /// `PDFDocumentAttribute`, read from the file; changing it changes what is written only on iOS.
    open var documentAttributes: [AnyHashable: Any]? = [:]
    private var version = (major: 1, minor: 7)

    /// An empty document.
    public override init() {
        original = nil
        super.init()
    }

    /// The document at `url`; nil when it cannot be read or is not a PDF.
    public convenience init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
        documentURL = url
    }

    /// The document in `data`; nil when poppler cannot read it.
    public init?(data: Data) {
        guard let read = try? PDFPages.pages(data) else { return nil }
        original = data
        super.init()
        if let information = try? PDFPages.information(data) {
            var attributes: [AnyHashable: Any] = [:]
            for (key, value) in information.text {
                attributes[PDFDocumentAttribute(rawValue: key)] = key == PDFDocumentAttribute.keywordsAttribute.rawValue
                    ? value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } : value
            }
            for (key, date) in information.dates { attributes[PDFDocumentAttribute(rawValue: key)] = date }
            documentAttributes = attributes
            version = information.version
        }
        for (index, page) in read.enumerated() {
            let made = PDFPage(source: .pdf(data, index: index, text: page.text),
                               mediaBox: CGRect(origin: .zero, size: page.size))
            made.document = self
            pages.append(made)
        }
    }

    /// The document as CoreGraphics reads it, from the bytes it was read from; `nil` for a
    /// document made empty or whose pages were changed (iOS writes those first).
    open var documentRef: CGPDFDocument? {
        guard !changed, let original, let provider = CGDataProvider(data: original as CFData) else { return nil }
        return CGPDFDocument(provider)
    }

    /// The number of pages.
    open var pageCount: Int { pages.count }

    /// The page at `index`, or nil past the end.
    open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }

    /// The index of `page`, or `NSNotFound` when it is not in the document.
    open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }

    /// Inserts `page` at `index` (clamped to the page range).
    open func insert(_ page: PDFPage, at index: Int) {
        pages.insert(page, at: min(max(index, 0), pages.count))
        page.document = self
        changed = true
    }

    /// Removes the page at `index`, if there is one.
    open func removePage(at index: Int) {
        guard pages.indices.contains(index) else { return }
        pages.remove(at: index).document = nil
        changed = true
    }

    /// Swaps two pages.
    open func exchangePage(at indexA: Int, withPageAt indexB: Int) {
        guard pages.indices.contains(indexA), pages.indices.contains(indexB) else { return }
        pages.swapAt(indexA, indexB)
        changed = true
    }

    /// The text of every page, pages separated by newlines (nil when there is none).
    open var string: String? {
        let text = pages.compactMap(\.string).joined(separator: "\n")
        return text.isEmpty ? nil : text
    }

    /// Whether the document is encrypted: files poppler cannot open are not read at all.
    open var isEncrypted: Bool { false }
    /// Whether the document needs a password: never, for a document that was read.
    open var isLocked: Bool { false }
    /// Unlocks the document: true, as it is never locked.
    open func unlock(withPassword password: String) -> Bool { true }
    /// Whether printing is allowed.
    open var allowsPrinting: Bool { true }
    /// Whether copying text is allowed.
    open var allowsCopying: Bool { true }
    /// The PDF version's major number.
    open var majorVersion: Int { version.major }
    /// The PDF version's minor number.
    open var minorVersion: Int { version.minor }

    /// The selections of every occurrence of `string` in the pages' text.
    open func findString(_ string: String, withOptions options: NSString.CompareOptions = []) -> [PDFSelection] {
        guard !string.isEmpty else { return [] }
        return pages.flatMap { page -> [PDFSelection] in
            guard let text = page.string else { return [] }
            var found: [PDFSelection] = []
            var searchRange = text.startIndex ..< text.endIndex
            while let range = text.range(of: string, options: options, range: searchRange) {
                found.append(PDFSelection(string: String(text[range]), pages: [page]))
                searchRange = range.upperBound ..< text.endIndex
            }
            return found
        }
    }

    /// The document's bytes: the file's own when its pages are as read; nil, with a warning,
    /// when pages were added, removed or reordered (Backplate does not rewrite PDF files).
    open func dataRepresentation() -> Data? {
        if let original, !changed { return original }
        RuntimeWarning.emit("PDFDocument.dataRepresentation(): a document whose pages were changed or made in code is not written on Linux")
        return nil
    }

    /// Writes `dataRepresentation()` to `url`; false when there is nothing to write or it fails.
    @discardableResult
    open func write(to url: URL) -> Bool {
        guard let data = dataRepresentation() else { return false }
        return (try? data.write(to: url, options: .atomic)) != nil
    }

    /// Writes `dataRepresentation()` to the file at `path`.
    @discardableResult
    open func write(toFile path: String) -> Bool { write(to: URL(fileURLWithPath: path)) }
}

/// The object told of a document's events (none happen in a render).
public protocol PDFDocumentDelegate: AnyObject {}

/// Text found in a document, with the pages it is on.
open class PDFSelection: NSObject {
    /// The text selected.
    open private(set) var string: String?
    /// The pages the text is on.
    open private(set) var pages: [PDFPage]

    init(string: String, pages: [PDFPage]) {
        self.string = string
        self.pages = pages
        super.init()
    }
}
