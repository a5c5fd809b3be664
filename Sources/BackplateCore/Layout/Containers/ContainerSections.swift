import Foundation

/// The section a resolved subview belongs to, and which part of it (header, content or
/// footer): `Section` marks its nodes outside a list, and `Group(sections:)` splits by the marks.
struct SectionMembership {
    enum Part { case header, content, footer }
    /// The section's identity: one object per resolved `Section`.
    final class Mark {}

    let section: Mark
    let part: Part

    static let trait = ObjectIdentifier(SectionMembership.self)

    /// Marks a section's resolved parts (a nested section's marks are replaced by the outer's).
    static func mark(header: [ViewNode], content: [ViewNode], footer: [ViewNode]) {
        let section = Mark()
        for (nodes, part) in [(header, Part.header), (content, .content), (footer, .footer)] {
            for node in nodes { node.layoutValues[trait] = SectionMembership(section: section, part: part) }
        }
    }
}

/// The sections of a resolved view: each explicit `Section` is one, and each run of sibling
/// subviews outside any section is an implicit one (content only). There is always at least one.
struct SectionSplit {
    struct Parts {
        var header: [Int] = [], content: [Int] = [], footer: [Int] = []
        var all: [Int] { header + content + footer }
    }

    let source: SubviewSource
    let sections: [Parts]

    init(_ source: SubviewSource) {
        self.source = source
        var sections: [Parts] = []
        var current: SectionMembership.Mark?
        var started = false
        for (index, node) in source.resolvedNodes.enumerated() {
            let membership = node.layoutValues[SectionMembership.trait] as? SectionMembership
            if !started || membership?.section !== current {
                sections.append(Parts())
                current = membership?.section
                started = true
            }
            switch membership?.part ?? .content {
            case .header: sections[sections.count - 1].header.append(index)
            case .content: sections[sections.count - 1].content.append(index)
            case .footer: sections[sections.count - 1].footer.append(index)
            }
        }
        self.sections = sections.isEmpty ? [Parts()] : sections
    }

    func configuration(at index: Int) -> SectionConfiguration {
        let parts = sections[index]
        // A section's own container values are those every one of its subviews carries
        // (a `containerValue(_:_:)` on the `Section` writes them on each).
        let nodes = source.resolvedNodes
        var values = ContainerValues()
        let all = parts.all.map { nodes[$0].containerValues }
        if let first = all.first {
            values.storage = first.storage.filter { key, _ in all.allSatisfy { $0.storage[key] != nil } }
        }
        return SectionConfiguration(id: SectionConfiguration.ID(index: index), containerValues: values,
                                    header: SubviewsCollection(source: source.subset(parts.header)),
                                    content: SubviewsCollection(source: source.subset(parts.content)),
                                    footer: SubviewsCollection(source: source.subset(parts.footer)))
    }
}

/// One section of a view that `Group(sections:)` or `ForEach(sections:)` splits (iOS 18): an
/// explicit `Section`'s header, content and footer, or a run of sibling subviews outside any
/// section (content only). Each part draws where the container's code places it.
nonisolated public struct SectionConfiguration: Identifiable {
    /// A section's identity within its collection.
    public struct ID: Hashable {
        let index: Int
    }

    /// The section's identity.
    public let id: SectionConfiguration.ID
    /// The values set with `containerValue(_:_:)` on the section itself.
    public let containerValues: ContainerValues
    /// The subviews of the section's header (empty for an implicit section).
    public let header: SubviewsCollection
    /// The subviews of the section's footer (empty for an implicit section).
    public let footer: SubviewsCollection
    /// The subviews of the section's content.
    public let content: SubviewsCollection

    init(id: ID, containerValues: ContainerValues, header: SubviewsCollection, content: SubviewsCollection,
         footer: SubviewsCollection) {
        self.id = id
        self.containerValues = containerValues
        self.header = header
        self.content = content
        self.footer = footer
    }
}

/// The sections of a view, as `Group(sections:transform:)` hands them to its closure (iOS 18).
/// Views outside any `Section` form implicit sections, so there is always at least one.
nonisolated public struct SectionCollection: RandomAccessCollection {
    let split: SectionSplit

    /// The first index, 0.
    public var startIndex: Int { 0 }
    /// One past the last section's index.
    public var endIndex: Int { split.sections.count }
    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration { split.configuration(at: index) }
}

/// The content of `Group(sections:transform:)`: `Base` split into its sections and handed to
/// the transform, whose result is drawn.
nonisolated public struct GroupSectionsOfContent<Base: View, Result: View>: View {
    let base: Base
    let transform: (SectionCollection) -> Result

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension GroupSectionsOfContent: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let base = context.appending(.child(0))
        let view = self.base
        let source = SubviewSource { context.resolver.resolve(view, base) }
        let sections = SectionCollection(split: SectionSplit(source))
        return context.resolver.resolve(transform(sections), context.appending(.child(1)))
    }
}

nonisolated extension Group {
    /// Splits `view` into its sections and draws what `transform` makes of them (iOS 18): each
    /// `Section` (outside a list) is one, with its header, content and footer as subviews;
    /// sibling views outside any section form implicit sections. Sections keep the group's
    /// environment; each subview draws where `transform` places it.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(base: view, transform: transform)
    }
}

/// The data of `ForEach(sections:content:)`: the sections of a view, known once the `ForEach`
/// is resolved (an unresolved collection is empty).
nonisolated public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let split: SectionSplit?

    /// The first index, 0.
    public var startIndex: Int { 0 }
    /// One past the last section's index.
    public var endIndex: Int { split?.sections.count ?? 0 }
    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration { split!.configuration(at: index) }
}

extension ForEach {
    /// Creates one view per section of `view` (iOS 18): each `Section` in `view` (outside a
    /// list), and each run of sibling views outside any section, is handed to `content` as a
    /// `SectionConfiguration`; the results are separate children of the enclosing container.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(data: ForEachSectionCollection(split: nil), identify: { $0.id }, content: content)
        self.resolveNodes = { context in
            let base = context.appending(.child(0))
            let split = SectionSplit(SubviewSource { context.resolver.resolve(view, base) })
            var nodes: [ViewNode] = []
            for index in split.sections.indices {
                let inner = context.appending(.child(1)).appendingIntegerElement(index)
                nodes += context.resolver.resolve(content(split.configuration(at: index)), inner)
            }
            return nodes
        }
    }
}
