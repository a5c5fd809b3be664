import Foundation

/// One element VoiceOver visits: what it reads and where its frame is drawn (root coordinates).
/// Not Sendable: rotor targets hold the views' identifiers (any hashable values).
package struct AccessibilityRecord: Equatable {
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
    /// A heading's level (1 to 6; 0 unspecified; nil: none given).
    package var headingLevel: Int? = nil
    /// Custom actions' names, in the order VoiceOver lists them.
    package var customActions: [String] = []
    /// `AccessibilityStandardActions` bits.
    package var standardActions = 0
    /// Custom content, in the order written.
    package var customContent: [AccessibilityCustomContentRecord] = []
    /// Rotors on the element, resolved after the pass (`AccessibilityRotorRecord.resolve`).
    package var rotors: [AccessibilityRotorRecord] = []
    /// Where rotor entries lead to this element.
    package var rotorTargets: [AccessibilityRotorTarget] = []
    /// Actions of named categories, in the order VoiceOver lists them.
    package var actionCategories: [AccessibilityActionCategoryRecord] = []
    /// `AccessibilityDirectTouchOptions` bits (read with the `allowsDirectInteraction` trait).
    package var directTouchOptions: UInt = 0
    /// The kind of text (`accessibilityTextContentType`), "" when not set.
    package var textContentType = ""
    /// How VoiceOver speaks the text.
    package var speech = AccessibilitySpeechRecord()
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
        var records = DeepStack.run {
            pass.ordered(pass.collect(root, transform: .identity, inherited: nil, placed: true, depth: 0)).flatMap(\.records)
        }
        AccessibilityRotorRecord.resolve(&records)
        return records
    }

    /// The items of `node`'s subtree. `placed` is false for nodes resolved but never laid out
    /// (a representation, a label that is not drawn): their elements take the caller's frame.
    private func collect(_ node: ViewNode, transform parent: CGAffineTransform, inherited: AccessibilityAttributes?,
                         placed: Bool, depth: Int) -> [Item] {
        var items = collectNode(node, transform: parent, inherited: inherited, placed: placed, depth: depth)
        // Rotors and rotor targets belong to the node's element, or the first element inside it.
        if !items.isEmpty, node.id != nil || node.accessibility?.rotors != nil || node.accessibility?.rotorTargets != nil {
            attachRotors(of: node, to: &items)
        }
        // `accessibilityChildren`' elements, laid out but not drawn, are read together as a container.
        guard node.effect is AccessibilityOnlyEffect, items.count > 1 else { return items }
        let frame = items.dropFirst().reduce(items[0].frame) { $0.union($1.frame) }
        return [Item(records: ordered(items).flatMap(\.records), frame: frame, priority: items[0].priority)]
    }

    /// Puts the rotors and rotor targets of `node` on the first element of `items` in reading order.
    private func attachRotors(of node: ViewNode, to items: inout [Item]) {
        let first = ordered(items)[0].records[0]
        guard let i = items.firstIndex(where: { $0.records.first == first }) else { return }
        var targets = node.accessibility?.rotorTargets ?? []
        if let id = node.id { targets.append(AccessibilityRotorTarget(id: id, namespace: nil)) }
        items[i].records[0].rotorTargets += targets
        for rotor in node.accessibility?.rotors ?? [] {
            items[i].records[0].rotors.append(AccessibilityRotorRecord(name: rotor.name, entries: rotor.entries()))
        }
    }

    private func collectNode(_ node: ViewNode, transform parent: CGAffineTransform, inherited: AccessibilityAttributes?,
                             placed: Bool, depth: Int) -> [Item] {
        guard depth < 512 else { return [] }
        // Not drawn, not read: `hidden()`, a `ViewThatFits` candidate not chosen, a view never placed.
        if (node.effect?.drawsContent == false && !(node.effect is AccessibilityOnlyEffect)) || (placed && !node.isPlaced) { return [] }
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
                var r = apply(outer.overridden(by: inherited ?? AccessibilityAttributes()), to: r, depth: depth)
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
            if let intrinsic, intrinsic.isHidden != true { parts.append(apply(intrinsic, to: emptyRecord(frame), depth: depth)) }
            if attributes.children == .combine {
                parts += ordered(children(of: node, transform, placed: placed, depth: depth)).flatMap(\.records)
            }
            var record = combined(parts, frame: frame)
            if attributes.replacesChildTraits { record.traits = 0 }
            var keptLabel = false
            if let nodes = attributes.labelNodes, attributes.labelKeepsExisting {
                record.label = label(of: nodes, existing: own?.label ?? record.label, depth: depth)
                keptLabel = true
            } else if let nodes = attributes.labelNodes {
                // An empty label (a text field titled "") leaves what the drawn views read (its placeholder).
                let label = label(of: nodes, existing: "", depth: depth)
                if !label.isEmpty { record.label = label }
            }
            if let nodes = attributes.valueNodes {
                var items: [Item] = []
                for n in nodes { items += collect(n, transform: .identity, inherited: nil, placed: false, depth: depth + 1) }
                record.value = combined(items.flatMap(\.records), frame: frame).label
            }
            var outer = (own ?? AccessibilityAttributes()).overridden(by: inherited ?? AccessibilityAttributes())
            if keptLabel { outer.label = nil }
            record = apply(outer, to: record, depth: depth)
            return [Item(records: [record], frame: frame, priority: priority(own, inherited))]
        case .contain?:
            let inside = ordered(children(of: node, transform, placed: placed, depth: depth))
            var records = inside.flatMap(\.records)
            if attributes.numbersChildren {
                for i in records.indices { (records[i].seriesIndex, records[i].seriesCount) = (i + 1, records.count) }
            }
            return records.isEmpty ? [] : [Item(records: records, frame: frame, priority: priority(own, inherited))]
        case nil:
            if let intrinsic {
                var record = apply(attributes.overridden(by: inherited ?? AccessibilityAttributes()), to: emptyRecord(frame), depth: depth)
                // `accessibilityLabel(content:)` on a text or an image: the label view around its own label.
                if let nodes = attributes.labelNodes, attributes.labelKeepsExisting {
                    record.label = label(of: nodes, existing: own?.label ?? intrinsic.label ?? "", depth: depth)
                }
                return [Item(records: [record], frame: frame, priority: priority(own, inherited))]
            }
            let passed = own.map { $0.overridden(by: inherited ?? AccessibilityAttributes()) } ?? inherited
            var inside = children(of: node, transform, placed: placed, depth: depth, inherited: passed)
            // A list row whose content is one element: VoiceOver frames the whole cell.
            if own?.lendsFrameToSingleElement == true, placed, inside.count == 1, inside[0].records.count == 1 {
                inside[0].records[0].frame = frame
                inside[0].frame = frame
            } else if let own, own.lendsFrameToSingleElement, placed {
                lendHeaderRow(frame, minHeight: own.rowMinHeight, to: &inside)
            }
            // A labelled view with no element inside (a shape, a colour) becomes one.
            if inside.isEmpty, let own, own.label != nil || own.value != nil || own.addedTraits != 0 {
                let record = apply(own.overridden(by: inherited ?? AccessibilityAttributes()), to: emptyRecord(frame), depth: depth)
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
        // A mask's overlays (and a glass bar's other-scheme copy) are not drawn: nothing to read.
        guard node.effect?.masksWithOverlays != true else { return items }
        for n in node.overlays { items += collect(n, transform: transform, inherited: inherited, placed: placed, depth: depth + 1) }
        return items
    }

    private func priority(_ own: AccessibilityAttributes?, _ inherited: AccessibilityAttributes?) -> Double {
        own?.sortPriority ?? inherited?.sortPriority ?? 0
    }

    private func emptyRecord(_ frame: CGRect) -> AccessibilityRecord {
        AccessibilityRecord(label: "", value: "", hint: "", identifier: "", inputLabels: [], traits: 0, frame: frame)
    }

    /// One element reading `records` together: labels, values and hints joined with ", ", traits
    /// united, custom actions and content gathered.
    private func combined(_ records: [AccessibilityRecord], frame: CGRect) -> AccessibilityRecord {
        func joined(_ strings: [String]) -> String { strings.filter { !$0.isEmpty }.joined(separator: ", ") }
        var r = AccessibilityRecord(label: joined(records.map(\.label)), value: joined(records.map(\.value)),
                                    hint: joined(records.map(\.hint)), identifier: "", inputLabels: [],
                                    traits: records.reduce(0) { $0 | $1.traits }, frame: frame)
        r.headingLevel = records.lazy.compactMap(\.headingLevel).first
        r.customActions = records.flatMap(\.customActions)
        r.standardActions = records.reduce(0) { $0 | $1.standardActions }
        r.customContent = records.flatMap(\.customContent)
        r.rotors = records.flatMap(\.rotors)
        r.rotorTargets = records.flatMap(\.rotorTargets)
        r.actionCategories = records.reduce([]) { AccessibilityActionCategoryRecord.merged($0, $1.actionCategories) }
        r.directTouchOptions = records.reduce(0) { $0 | $1.directTouchOptions }
        r.textContentType = records.lazy.map(\.textContentType).first { !$0.isEmpty } ?? ""
        r.speech = records.reversed().reduce(AccessibilitySpeechRecord()) { $0.overridden(by: $1.speech) }
        return r
    }

    /// The label read from views that are not drawn: their elements' labels joined with ", ",
    /// `PlaceholderContentView`'s place read as `existing` (`accessibilityLabel(content:)`).
    private func label(of nodes: [ViewNode], existing: String, depth: Int) -> String {
        var items: [Item] = []
        for n in nodes { items += collect(n, transform: .identity, inherited: nil, placed: false, depth: depth + 1) }
        let labels = items.flatMap(\.records).map { $0.label == AccessibilityAttributes.existingLabelMarker ? existing : $0.label }
        return labels.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// `record` with the attributes' values, traits, actions and content over its own.
    private func apply(_ attributes: AccessibilityAttributes, to record: AccessibilityRecord, depth: Int) -> AccessibilityRecord {
        var r = record
        if let v = attributes.label { r.label = v }
        if let v = attributes.value { r.value = v }
        if let v = attributes.hint { r.hint = v }
        if let v = attributes.identifier { r.identifier = v }
        if let v = attributes.inputLabels { r.inputLabels = v }
        if let v = attributes.isExpanded { r.isExpanded = v }
        if let v = attributes.headingLevel { r.headingLevel = v }
        r.traits = attributes.applied(to: r.traits)
        r.standardActions |= attributes.standardActions
        if let sources = attributes.customActions { r.customActions = actionNames(sources, depth: depth) + r.customActions }
        if let content = attributes.customContent {
            let merged = AccessibilityCustomContentRecord.merged(r.customContent, content)
            r.customContent = merged.filter { $0.value != nil }
        }
        if let sources = attributes.actionCategories {
            let categories = sources.map { AccessibilityActionCategoryRecord(name: $0.name, actions: actionNames([.views($0.views)], depth: depth)) }
            r.actionCategories = AccessibilityActionCategoryRecord.merged([], categories + r.actionCategories)
        }
        if let v = attributes.directTouchOptions { r.directTouchOptions = v }
        if let v = attributes.textContentType { r.textContentType = v }
        if let v = attributes.speech { r.speech = r.speech.overridden(by: v) }
        return r
    }

    /// Custom actions' names: a named action's name; for views (the buttons of
    /// `accessibilityActions`), each element's label, the last written first as iOS lists them.
    private func actionNames(_ sources: [AccessibilityActionSource], depth: Int) -> [String] {
        sources.flatMap { source -> [String] in
            switch source {
            case .named(let name): return [name]
            case .views(let nodes):
                var items: [Item] = []
                for n in nodes { items += collect(n, transform: .identity, inherited: nil, placed: false, depth: depth + 1) }
                return items.flatMap(\.records).map(\.label).filter { !$0.isEmpty }.reversed()
            }
        }
    }

    /// A list row holding an expanded disclosure group: its header element takes the row's
    /// width and the header's height plus the row's inset above it, below it too (at least the
    /// row's smallest height), as iOS frames the header's own cell; it stops where the
    /// content's first element starts, which Backplate draws in the same row.
    private func lendHeaderRow(_ row: CGRect, minHeight: CGFloat, to items: inout [Item]) {
        guard let first = items.indices.min(by: { items[$0].frame.minY < items[$1].frame.minY }),
              items[first].records.count == 1, items[first].records[0].isExpanded == true else { return }
        let header = items[first].frame
        let inset = max(0, header.minY - row.minY)
        let below = items.indices.filter { $0 != first }.map { items[$0].frame.minY }.filter { $0 >= header.maxY }.min() ?? row.maxY
        let height = min(row.height, below - row.minY, max(header.height + 2 * inset, minHeight))
        let cell = CGRect(x: row.minX, y: row.minY, width: row.width, height: height)
        items[first].records[0].frame = cell
        items[first].frame = cell
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
