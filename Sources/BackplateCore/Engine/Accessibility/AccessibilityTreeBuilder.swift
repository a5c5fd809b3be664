import Foundation

/// One element VoiceOver visits: what it reads and where its frame is drawn (root coordinates).
package struct AccessibilityRecord: Equatable, Sendable {
    package var label: String
    package var value: String
    package var hint: String
    package var identifier: String
    package var inputLabels: [String]
    package var traits: Int
    package var frame: CGRect
    /// A disclosure control's state (nil: none).
    package var isExpanded: Bool? = nil
    /// The 1-based position among the elements of a numbered group, and their count (0: none).
    package var seriesIndex = 0
    package var seriesCount = 0
}

/// The accessibility pass, run on a laid-out tree: the elements VoiceOver visits, in its order.
///
/// Text and labelled images are elements by themselves; `accessibilityElement(children:)` and
/// the controls make one element of a subtree (`.combine` joins the labels with ", "), and
/// attributes set on a view that is no element apply to every element inside it. Elements are
/// read in rows, top to bottom, each row leading to trailing (a row is the elements whose
/// vertical centres fall within the first one's height); a higher sort priority reads first
/// within the nearest `.contain` container (or the screen). Hidden subtrees (`accessibilityHidden`,
/// `hidden()`, views not placed) are skipped.
struct AccessibilityTreeBuilder {
    /// Whether rows read right to left (the root's layout direction).
    let rightToLeft: Bool

    /// An element or a `.contain` container, with what orders it among its siblings.
    private struct Item {
        var records: [AccessibilityRecord]
        var frame: CGRect
        var priority: Double
    }

    /// The elements of the tree rooted at `root`, in reading order.
    static func elements(of root: ViewNode, rightToLeft: Bool) -> [AccessibilityRecord] {
        let pass = AccessibilityTreeBuilder(rightToLeft: rightToLeft)
        return DeepStack.run {
            pass.ordered(pass.collect(root, transform: .identity, inherited: nil, placed: true, depth: 0)).flatMap(\.records)
        }
    }

    /// The items of `node`'s subtree. `placed` is false for nodes resolved but never laid out
    /// (a representation, a label that is not drawn): their elements take the caller's frame.
    private func collect(_ node: ViewNode, transform parent: CGAffineTransform, inherited: AccessibilityAttributes?,
                         placed: Bool, depth: Int) -> [Item] {
        guard depth < 512 else { return [] }
        // Not drawn, not read: `hidden()`, a `ViewThatFits` candidate not chosen, a view never placed.
        if node.effect?.drawsContent == false || (placed && !node.isPlaced) { return [] }
        let transform = placed ? DrawnGeometry.transform(of: node).concatenating(parent) : parent
        let frame = placed ? DrawnGeometry.drawnFrame(node, transform) : .zero
        let own = node.accessibility
        if own?.isHidden == true || inherited?.isHidden == true { return [] }
        if let representation = own?.representation {
            var items: [Item] = []
            for n in representation { items += collect(n, transform: .identity, inherited: nil, placed: false, depth: depth + 1) }
            var outer = own ?? AccessibilityAttributes()
            outer.representation = nil
            let records = ordered(items).flatMap(\.records).map { r -> AccessibilityRecord in
                var r = apply(outer.overridden(by: inherited ?? AccessibilityAttributes()), to: r)
                r.frame = frame
                return r
            }
            return records.isEmpty ? [] : [Item(records: records, frame: frame, priority: priority(own, inherited))]
        }
        let intrinsic = (node.content as? AccessibleContent)?.accessibilityAttributes
        let attributes = (intrinsic ?? AccessibilityAttributes()).overridden(by: own ?? AccessibilityAttributes())
        if intrinsic?.isHidden == true && own?.label == nil && own?.children == nil { return [] }
        switch attributes.children {
        case .ignore?, .combine?:
            // The node's own content (a text that is a button's whole label) is its first part.
            var parts: [AccessibilityRecord] = []
            if let intrinsic, intrinsic.isHidden != true { parts.append(apply(intrinsic, to: emptyRecord(frame))) }
            if attributes.children == .combine {
                parts += ordered(children(of: node, transform, placed: placed, depth: depth)).flatMap(\.records)
            }
            var record = combined(parts, frame: frame)
            if attributes.replacesChildTraits { record.traits = 0 }
            if let nodes = attributes.labelNodes {
                var items: [Item] = []
                for n in nodes { items += collect(n, transform: .identity, inherited: nil, placed: false, depth: depth + 1) }
                // An empty label (a text field titled "") leaves what the drawn views read (its placeholder).
                let label = combined(items.flatMap(\.records), frame: frame).label
                if !label.isEmpty { record.label = label }
            }
            if let nodes = attributes.valueNodes {
                var items: [Item] = []
                for n in nodes { items += collect(n, transform: .identity, inherited: nil, placed: false, depth: depth + 1) }
                record.value = combined(items.flatMap(\.records), frame: frame).label
            }
            let outer = (own ?? AccessibilityAttributes()).overridden(by: inherited ?? AccessibilityAttributes())
            record = apply(outer, to: record)
            return [Item(records: [record], frame: frame, priority: priority(own, inherited))]
        case .contain?:
            let inside = ordered(children(of: node, transform, placed: placed, depth: depth))
            var records = inside.flatMap(\.records)
            if attributes.numbersChildren {
                for i in records.indices { (records[i].seriesIndex, records[i].seriesCount) = (i + 1, records.count) }
            }
            return records.isEmpty ? [] : [Item(records: records, frame: frame, priority: priority(own, inherited))]
        case nil:
            if intrinsic != nil {
                let record = apply(attributes.overridden(by: inherited ?? AccessibilityAttributes()), to: emptyRecord(frame))
                return [Item(records: [record], frame: frame, priority: priority(own, inherited))]
            }
            let passed = own.map { $0.overridden(by: inherited ?? AccessibilityAttributes()) } ?? inherited
            var inside = children(of: node, transform, placed: placed, depth: depth, inherited: passed)
            // A list row whose content is one element: VoiceOver frames the whole cell.
            if own?.lendsFrameToSingleElement == true, placed, inside.count == 1, inside[0].records.count == 1 {
                inside[0].records[0].frame = frame
                inside[0].frame = frame
            }
            // A labelled view with no element inside (a shape, a colour) becomes one.
            if inside.isEmpty, let own, own.label != nil || own.value != nil || own.addedTraits != 0 {
                let record = apply(own.overridden(by: inherited ?? AccessibilityAttributes()), to: emptyRecord(frame))
                inside = [Item(records: [record], frame: frame, priority: priority(own, inherited))]
            } else if let sort = own?.sortPriority {
                for i in inside.indices where inside[i].priority == 0 { inside[i].priority = sort }
            }
            return inside
        }
    }

    /// The items of a node's backgrounds, children and overlays, in that order.
    private func children(of node: ViewNode, _ transform: CGAffineTransform, placed: Bool, depth: Int,
                          inherited: AccessibilityAttributes? = nil) -> [Item] {
        var items: [Item] = []
        for n in node.backgrounds { items += collect(n, transform: transform, inherited: inherited, placed: placed, depth: depth + 1) }
        for n in node.children { items += collect(n, transform: transform, inherited: inherited, placed: placed, depth: depth + 1) }
        for n in node.overlays { items += collect(n, transform: transform, inherited: inherited, placed: placed, depth: depth + 1) }
        return items
    }

    private func priority(_ own: AccessibilityAttributes?, _ inherited: AccessibilityAttributes?) -> Double {
        own?.sortPriority ?? inherited?.sortPriority ?? 0
    }

    private func emptyRecord(_ frame: CGRect) -> AccessibilityRecord {
        AccessibilityRecord(label: "", value: "", hint: "", identifier: "", inputLabels: [], traits: 0, frame: frame)
    }

    /// One element reading `records` together: labels, values and hints joined with ", ", traits united.
    private func combined(_ records: [AccessibilityRecord], frame: CGRect) -> AccessibilityRecord {
        func joined(_ strings: [String]) -> String { strings.filter { !$0.isEmpty }.joined(separator: ", ") }
        return AccessibilityRecord(label: joined(records.map(\.label)), value: joined(records.map(\.value)),
                                   hint: joined(records.map(\.hint)), identifier: "", inputLabels: [],
                                   traits: records.reduce(0) { $0 | $1.traits }, frame: frame)
    }

    /// `record` with the attributes' values and traits over its own.
    private func apply(_ attributes: AccessibilityAttributes, to record: AccessibilityRecord) -> AccessibilityRecord {
        var r = record
        if let v = attributes.label { r.label = v }
        if let v = attributes.value { r.value = v }
        if let v = attributes.hint { r.hint = v }
        if let v = attributes.identifier { r.identifier = v }
        if let v = attributes.inputLabels { r.inputLabels = v }
        if let v = attributes.isExpanded { r.isExpanded = v }
        r.traits = attributes.applied(to: r.traits)
        return r
    }

    /// Items in reading order: by sort priority (higher first), then in rows top to bottom,
    /// each row leading to trailing. Items of equal position keep their declaration order.
    private func ordered(_ items: [Item]) -> [Item] {
        guard items.count > 1 else { return items }
        let priorities = Set(items.map(\.priority)).sorted(by: >)
        var result: [Item] = []
        for p in priorities {
            let group = items.enumerated().filter { $0.element.priority == p }
            let byTop = group.sorted { ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset) }
            var row: [(offset: Int, element: Item)] = []
            var rowExtent = CGRect.null
            func flush() {
                result += row.sorted { a, b in
                    let ax = rightToLeft ? -a.element.frame.maxX : a.element.frame.minX
                    let bx = rightToLeft ? -b.element.frame.maxX : b.element.frame.minX
                    return (ax, a.offset) < (bx, b.offset)
                }.map(\.element)
                row = []
            }
            for entry in byTop {
                let mid = entry.element.frame.midY
                if !row.isEmpty, !(mid >= rowExtent.minY && mid <= rowExtent.maxY) { flush() }
                if row.isEmpty { rowExtent = entry.element.frame }
                row.append(entry)
            }
            flush()
        }
        return result
    }
}
