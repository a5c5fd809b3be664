import Foundation

/// Builds a type's transfer representations from a list, most preferred first.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A representation of `Item`.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// The first representation.
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }
    /// Two representations, the accumulated ones preferred.
    public static func buildPartialBlock<First: TransferRepresentation, Next: TransferRepresentation>(accumulated: First, next: Next)
        -> TupleTransferRepresentation<Item, (First, Next)> where First.Item == Item, Next.Item == Item {
        TupleTransferRepresentation(first: accumulated, next: next)
    }
}

/// Representations listed one after another in a `transferRepresentation`, earlier ones
/// preferred.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, @unchecked Sendable {
    // Unchecked Sendable: Sendable in SwiftUI; an immutable list of steps.
    let steps: [TransferStep<Item>]
    init<First: TransferRepresentation, Next: TransferRepresentation>(first: First, next: Next) where First.Item == Item, Next.Item == Item {
        steps = TransferPlan.steps(of: first) + TransferPlan.steps(of: next)
    }
}

/// One way to export or import a value, flattened from a representation tree.
struct TransferStep<Item: Transferable>: @unchecked Sendable {
    // Unchecked Sendable: immutable closures over the representations' own values.
    /// The data in the content type, or `nil` when this step does not export it.
    let export: (Item, UTType?) async throws -> Data?
    /// A value from data of the content type, or `nil` when this step does not import it.
    let importValue: (Data, UTType?) async throws -> Item?
}

extension TransferStep {
    /// The step of a representation of one content type: it exports (or imports) when the
    /// offered type fits `contentType` and it has an exporter (or importer).
    init(contentType: UTType, export exporter: ((Item) async throws -> Data)?, import importer: ((Data) async throws -> Item)?) {
        export = { item, offered in
            guard let exporter, TransferPlan.matches(contentType, offered) else { return nil }
            return try await exporter(item)
        }
        importValue = { data, offered in
            guard let importer, TransferPlan.matches(contentType, offered) else { return nil }
            return try await importer(data)
        }
    }
}

/// A representation that can list its own steps (the built-in ones and tuples).
protocol PrimitiveTransferRepresentation<Item>: TransferRepresentation {
    var steps: [TransferStep<Item>] { get }
}

extension TupleTransferRepresentation: PrimitiveTransferRepresentation {}

enum TransferPlan {
    /// The steps of a representation: its own when it is built in, otherwise its body's.
    static func steps<R: TransferRepresentation>(of representation: R) -> [TransferStep<R.Item>] {
        if let primitive = representation as? any PrimitiveTransferRepresentation {
            return stepsOf(primitive, as: R.Item.self)
        }
        if R.Body.self == Never.self { return [] }
        return steps(of: representation.body) as! [TransferStep<R.Item>]
    }

    private static func stepsOf<Item>(_ primitive: any PrimitiveTransferRepresentation, as: Item.Type) -> [TransferStep<Item>] {
        func open<P: PrimitiveTransferRepresentation>(_ p: P) -> [TransferStep<Item>] { p.steps as! [TransferStep<Item>] }
        return open(primitive)
    }

    /// The steps of a type's own `transferRepresentation`, whose items are the type's values.
    static func steps<R: TransferRepresentation, Item>(of representation: R, for item: Item.Type) -> [TransferStep<Item>] {
        steps(of: representation) as? [TransferStep<Item>] ?? []
    }

    /// Whether data of `offered` (any type when `nil`) fits a representation of `declared`.
    static func matches(_ declared: UTType, _ offered: UTType?) -> Bool {
        guard let offered else { return true }
        return offered.conforms(to: declared) || declared.conforms(to: offered)
    }
}
