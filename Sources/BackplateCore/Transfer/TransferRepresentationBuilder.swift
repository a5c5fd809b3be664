import Foundation

/// Builds a type's transfer representations from a list, most preferred first.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A representation of `Item`.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    /// A `CodableRepresentation` of `Item`, its item type taken from the builder.
    public static func buildExpression<Encoder, Decoder>(_ content: CodableRepresentation<Item, Encoder, Decoder>)
        -> CodableRepresentation<Item, Encoder, Decoder> { content }
    /// The first representation.
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }
    /// Two representations, the accumulated ones preferred.
    public static func buildPartialBlock<First: TransferRepresentation, Next: TransferRepresentation>(accumulated: First, next: Next)
        -> TupleTransferRepresentation<Item, (First, Next)> where First.Item == Item, Next.Item == Item {
        TupleTransferRepresentation(first: accumulated, next: next)
    }
}

extension TransferRepresentationBuilder {
    /// A block of one representation: the representation itself.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content where Content.Item == Item { content }

    /// A block of two representations, earlier ones preferred.
    public static func buildBlock<T0: TransferRepresentation, T1: TransferRepresentation>(_ t0: T0, _ t1: T1)
        -> TupleTransferRepresentation<Item, (T0, T1)> where T0.Item == Item, T1.Item == Item {
        TupleTransferRepresentation(steps: TransferPlan.steps(of: t0) + TransferPlan.steps(of: t1))
    }

    /// A block of three representations, earlier ones preferred.
    public static func buildBlock<T0: TransferRepresentation, T1: TransferRepresentation, T2: TransferRepresentation>(_ t0: T0, _ t1: T1, _ t2: T2)
        -> TupleTransferRepresentation<Item, (T0, T1, T2)> where T0.Item == Item, T1.Item == Item, T2.Item == Item {
        TupleTransferRepresentation(steps: TransferPlan.steps(of: t0) + TransferPlan.steps(of: t1) + TransferPlan.steps(of: t2))
    }

    /// A block of four representations, earlier ones preferred.
    public static func buildBlock<T0: TransferRepresentation, T1: TransferRepresentation, T2: TransferRepresentation, T3: TransferRepresentation>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3)
        -> TupleTransferRepresentation<Item, (T0, T1, T2, T3)> where T0.Item == Item, T1.Item == Item, T2.Item == Item, T3.Item == Item {
        TupleTransferRepresentation(steps: TransferPlan.steps(of: t0) + TransferPlan.steps(of: t1) + TransferPlan.steps(of: t2) + TransferPlan.steps(of: t3))
    }

    /// A block of five representations, earlier ones preferred.
    public static func buildBlock<T0: TransferRepresentation, T1: TransferRepresentation, T2: TransferRepresentation, T3: TransferRepresentation, T4: TransferRepresentation>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4)
        -> TupleTransferRepresentation<Item, (T0, T1, T2, T3, T4)> where T0.Item == Item, T1.Item == Item, T2.Item == Item, T3.Item == Item, T4.Item == Item {
        TupleTransferRepresentation(steps: TransferPlan.steps(of: t0) + TransferPlan.steps(of: t1) + TransferPlan.steps(of: t2) + TransferPlan.steps(of: t3) + TransferPlan.steps(of: t4))
    }

    /// A block of six representations, earlier ones preferred.
    public static func buildBlock<T0: TransferRepresentation, T1: TransferRepresentation, T2: TransferRepresentation, T3: TransferRepresentation, T4: TransferRepresentation, T5: TransferRepresentation>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5)
        -> TupleTransferRepresentation<Item, (T0, T1, T2, T3, T4, T5)> where T0.Item == Item, T1.Item == Item, T2.Item == Item, T3.Item == Item, T4.Item == Item, T5.Item == Item {
        TupleTransferRepresentation(steps: TransferPlan.steps(of: t0) + TransferPlan.steps(of: t1) + TransferPlan.steps(of: t2) + TransferPlan.steps(of: t3) + TransferPlan.steps(of: t4) + TransferPlan.steps(of: t5))
    }

    /// A block of seven representations, earlier ones preferred.
    public static func buildBlock<T0: TransferRepresentation, T1: TransferRepresentation, T2: TransferRepresentation, T3: TransferRepresentation, T4: TransferRepresentation, T5: TransferRepresentation, T6: TransferRepresentation>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5, _ t6: T6)
        -> TupleTransferRepresentation<Item, (T0, T1, T2, T3, T4, T5, T6)> where T0.Item == Item, T1.Item == Item, T2.Item == Item, T3.Item == Item, T4.Item == Item, T5.Item == Item, T6.Item == Item {
        TupleTransferRepresentation(steps: TransferPlan.steps(of: t0) + TransferPlan.steps(of: t1) + TransferPlan.steps(of: t2) + TransferPlan.steps(of: t3) + TransferPlan.steps(of: t4) + TransferPlan.steps(of: t5) + TransferPlan.steps(of: t6))
    }

    /// A block of eight representations, earlier ones preferred.
    public static func buildBlock<T0: TransferRepresentation, T1: TransferRepresentation, T2: TransferRepresentation, T3: TransferRepresentation, T4: TransferRepresentation, T5: TransferRepresentation, T6: TransferRepresentation, T7: TransferRepresentation>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5, _ t6: T6, _ t7: T7)
        -> TupleTransferRepresentation<Item, (T0, T1, T2, T3, T4, T5, T6, T7)> where T0.Item == Item, T1.Item == Item, T2.Item == Item, T3.Item == Item, T4.Item == Item, T5.Item == Item, T6.Item == Item, T7.Item == Item {
        TupleTransferRepresentation(steps: TransferPlan.steps(of: t0) + TransferPlan.steps(of: t1) + TransferPlan.steps(of: t2) + TransferPlan.steps(of: t3) + TransferPlan.steps(of: t4) + TransferPlan.steps(of: t5) + TransferPlan.steps(of: t6) + TransferPlan.steps(of: t7))
    }

    /// A block of nine representations, earlier ones preferred.
    public static func buildBlock<T0: TransferRepresentation, T1: TransferRepresentation, T2: TransferRepresentation, T3: TransferRepresentation, T4: TransferRepresentation, T5: TransferRepresentation, T6: TransferRepresentation, T7: TransferRepresentation, T8: TransferRepresentation>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5, _ t6: T6, _ t7: T7, _ t8: T8)
        -> TupleTransferRepresentation<Item, (T0, T1, T2, T3, T4, T5, T6, T7, T8)> where T0.Item == Item, T1.Item == Item, T2.Item == Item, T3.Item == Item, T4.Item == Item, T5.Item == Item, T6.Item == Item, T7.Item == Item, T8.Item == Item {
        TupleTransferRepresentation(steps: TransferPlan.steps(of: t0) + TransferPlan.steps(of: t1) + TransferPlan.steps(of: t2) + TransferPlan.steps(of: t3) + TransferPlan.steps(of: t4) + TransferPlan.steps(of: t5) + TransferPlan.steps(of: t6) + TransferPlan.steps(of: t7) + TransferPlan.steps(of: t8))
    }

    /// A block of ten representations, earlier ones preferred.
    public static func buildBlock<T0: TransferRepresentation, T1: TransferRepresentation, T2: TransferRepresentation, T3: TransferRepresentation, T4: TransferRepresentation, T5: TransferRepresentation, T6: TransferRepresentation, T7: TransferRepresentation, T8: TransferRepresentation, T9: TransferRepresentation>(_ t0: T0, _ t1: T1, _ t2: T2, _ t3: T3, _ t4: T4, _ t5: T5, _ t6: T6, _ t7: T7, _ t8: T8, _ t9: T9)
        -> TupleTransferRepresentation<Item, (T0, T1, T2, T3, T4, T5, T6, T7, T8, T9)> where T0.Item == Item, T1.Item == Item, T2.Item == Item, T3.Item == Item, T4.Item == Item, T5.Item == Item, T6.Item == Item, T7.Item == Item, T8.Item == Item, T9.Item == Item {
        TupleTransferRepresentation(steps: TransferPlan.steps(of: t0) + TransferPlan.steps(of: t1) + TransferPlan.steps(of: t2) + TransferPlan.steps(of: t3) + TransferPlan.steps(of: t4) + TransferPlan.steps(of: t5) + TransferPlan.steps(of: t6) + TransferPlan.steps(of: t7) + TransferPlan.steps(of: t8) + TransferPlan.steps(of: t9))
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
    init(steps: [TransferStep<Item>]) { self.steps = steps }
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
