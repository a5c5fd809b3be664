import Foundation

/// A representation that converts values to and from bytes of one content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporter: (@Sendable (Item) async throws -> Data)?
    let importer: (@Sendable (Data) async throws -> Item)?

    /// Exports and imports values as data of `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType; exporter = exporting; importer = importing
    }
    /// Exports values as data of `exportedContentType` (never imports).
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType; exporter = exporting; importer = nil
    }
    /// Imports values from data of `importedContentType` (never exports).
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        contentType = importedContentType; exporter = nil; importer = importing
    }

    var steps: [TransferStep<Item>] { [TransferStep(contentType: contentType, export: exporter, import: importer)] }
}

/// A file handed over when a value is exported as a file.
public struct SentTransferredFile: Sendable {
    /// The file's URL.
    public var file: URL
    /// Whether the receiver may open the original rather than a copy.
    public var allowAccessingOriginalFile: Bool
    /// A file to send, by default as a copy.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file; self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received when a value is imported from a file.
public struct ReceivedTransferredFile: Sendable {
    /// The received file's URL.
    public let file: URL
    /// Whether `file` is the original rather than a copy.
    public let isOriginalFile: Bool
}

/// A representation that converts values to and from files of one content type. Exporting to
/// data reads the exported file; importing writes the data to a temporary file first.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporter: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importer: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Exports and imports values as files of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType; exporter = exporting; importer = importing
    }
    /// Exports values as files of `exportedContentType` (never imports).
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        contentType = exportedContentType; exporter = exporting; importer = nil
    }
    /// Imports values from files of `importedContentType` (never exports).
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        contentType = importedContentType; exporter = nil; importer = importing
    }

    var steps: [TransferStep<Item>] {
        let type = contentType
        return [TransferStep(
            contentType: type,
            export: exporter.map { exporter in { try Data(contentsOf: try await exporter($0).file) } },
            import: importer.map { importer in { try await Self.receive($0, as: type, with: importer) } })]
    }

    /// Writes received data to a temporary file, hands the file to `importer`, then removes it.
    private static func receive(_ data: Data, as type: UTType,
                                with importer: @Sendable (ReceivedTransferredFile) async throws -> Item) async throws -> Item {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("backplate-transfer-\(UUID().uuidString)")
            .appendingPathExtension(type.preferredFilenameExtension ?? "data")
        try data.write(to: url, options: .atomic)
        defer { try? FileManager.default.removeItem(at: url) }
        return try await importer(ReceivedTransferredFile(file: url, isOriginalFile: false))
    }
}

/// A representation that transfers a value as another `Transferable` value (a note as its
/// title string, say).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let exporter: (@Sendable (Item) throws -> ProxyRepresentation)?
    let importer: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Exports values as their proxy.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) { exporter = exporting; importer = nil }
    /// Exports values as their proxy and imports them back from one.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporter = exporting; importer = importing
    }
    /// Exports values as their proxy and imports them back from one, asynchronously.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exporter = exporting; importer = importing
    }
    /// Imports values from a proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) { exporter = nil; importer = importing }
    /// Imports values from a proxy, asynchronously.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) { exporter = nil; importer = importing }

    var steps: [TransferStep<Item>] {
        let exporter = exporter, importer = importer
        let proxySteps = TransferPlan.steps(of: ProxyRepresentation.transferRepresentation) as! [TransferStep<ProxyRepresentation>]
        return [TransferStep(
            export: { item, offered in
                guard let exporter else { return nil }
                let proxy = try exporter(item)
                for step in proxySteps { if let data = try await step.export(proxy, offered) { return data } }
                return nil
            },
            importValue: { data, offered in
                guard let importer else { return nil }
                for step in proxySteps { if let proxy = try await step.importValue(data, offered) { return try await importer(proxy) } }
                return nil
            })]
    }
}

/// A representation that encodes and decodes `Codable` values with a top-level encoder and
/// decoder pair (`JSONEncoder` and `JSONDecoder` unless given), as data of one content type.
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, PrimitiveTransferRepresentation
where Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    let step: TransferStep<Item>

    /// Encodes with `encoder` and decodes with `decoder` (`PropertyListEncoder` and
    /// `PropertyListDecoder`, say), as data of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        step = TransferStep(contentType: contentType, export: { try encoder.encode($0) },
                            import: { try decoder.decode(Item.self, from: $0) })
    }

    var steps: [TransferStep<Item>] { [step] }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Encodes and decodes with a new `JSONEncoder` and `JSONDecoder`, as data of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

/// Who may receive a representation.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let rawValue: UInt8
    /// Any process.
    public static let all = TransferRepresentationVisibility(rawValue: 0)
    /// Apps from the same development team.
    public static let team = TransferRepresentationVisibility(rawValue: 1)
    /// Apps in the same app group.
    public static let group = TransferRepresentationVisibility(rawValue: 2)
    /// The app itself.
    public static let ownProcess = TransferRepresentationVisibility(rawValue: 3)
}

extension TransferRepresentation {
    /// Suggests a file name for the exported data (kept: a still render writes no files).
    public func suggestedFileName(_ fileName: String) -> Self { self }
    /// Suggests a file name per value (kept: a still render writes no files).
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> Self { self }
    /// Exports only values for which `condition` holds (the condition is not consulted by
    /// ``Transferable/exported(as:)``).
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
    /// Limits who may receive the representation (every receiver is this process in a render).
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}
