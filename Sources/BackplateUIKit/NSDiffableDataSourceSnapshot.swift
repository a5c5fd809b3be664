import Foundation
import BackplateCore

/// The sections and items a diffable data source shows, in order, with UIKit's edits. Edits
/// UIKit rejects with an exception (an unknown or duplicate identifier, items without a
/// section) are skipped with a runtime warning naming them.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The items `reloadItems` marked, in order.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items `reconfigureItems` marked, in order (iOS 15).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections `reloadSections` marked, in order.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in every section.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in `identifier` (0 for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    /// The items of `identifier`, in order (empty for an unknown section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }
    /// The section holding `identifier` (`nil`: none).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }
    /// The index of `identifier` among all items (`nil`: not in the snapshot).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// The index of `identifier` among the sections (`nil`: not in the snapshot).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }

    /// Appends `identifiers` to `sectionIdentifier` (`nil`: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let index = sectionIdentifier.map { id in sections.firstIndex { $0.id == id } } ?? (sections.isEmpty ? nil : sections.count - 1)
        guard let index else { reject("appendItems: no section to append to"); return }
        sections[index].items += fresh(identifiers)
    }
    /// Inserts `identifiers` before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }
    /// Inserts `identifiers` after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }
    /// Deletes `identifiers` wherever they are.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { gone.contains($0) } }
    }
    /// Deletes every item and section.
    public mutating func deleteAllItems() { sections.removeAll() }
    /// Moves `identifier` before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, indexOfItem(identifier) != nil else { reject("moveItem: \(identifier) is not in the snapshot"); return }
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: false)
    }
    /// Moves `identifier` after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, indexOfItem(identifier) != nil else { reject("moveItem: \(identifier) is not in the snapshot"); return }
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: true)
    }
    /// Marks `identifiers` to be reloaded when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    /// Marks `identifiers` to be reconfigured in place when the snapshot is applied (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    /// Appends the sections `identifiers`, empty.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += freshSections(identifiers).map { ($0, []) }
    }
    /// Inserts the sections `identifiers` before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { reject("insertSections: \(toIdentifier) is not in the snapshot"); return }
        sections.insert(contentsOf: freshSections(identifiers).map { ($0, []) }, at: index)
    }
    /// Inserts the sections `identifiers` after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { reject("insertSections: \(toIdentifier) is not in the snapshot"); return }
        sections.insert(contentsOf: freshSections(identifiers).map { ($0, []) }, at: index + 1)
    }
    /// Deletes the sections `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { sections.removeAll { identifiers.contains($0.id) } }
    /// Moves the section `identifier` before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }
    /// Moves the section `identifier` after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }
    /// Marks the sections `identifiers` to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let section = sections.firstIndex(where: { $0.items.contains(anchor) }),
              let index = sections[section].items.firstIndex(of: anchor) else { reject("insertItems: \(anchor) is not in the snapshot"); return }
        sections[section].items.insert(contentsOf: fresh(identifiers), at: after ? index + 1 : index)
    }
    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor, let from = indexOfSection(identifier), indexOfSection(anchor) != nil else {
            reject("moveSection: \(identifier) or \(anchor) is not in the snapshot")
            return
        }
        let moved = sections.remove(at: from)
        let index = indexOfSection(anchor) ?? sections.count
        sections.insert(moved, at: after ? index + 1 : index)
    }
    // UIKit raises an exception for an identifier already in the snapshot.
    private func fresh(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set(itemIdentifiers)
        return identifiers.filter { seen.insert($0).inserted || reject("duplicate item \($0)") }
    }
    private func freshSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var seen = Set(sectionIdentifiers)
        return identifiers.filter { seen.insert($0).inserted || reject("duplicate section \($0)") }
    }
    @discardableResult
    private func reject(_ what: String) -> Bool {
        RuntimeWarning.emit("NSDiffableDataSourceSnapshot: \(what) (UIKit raises an exception); skipped")
        return false
    }
}

extension NSDiffableDataSourceSnapshot: Sendable {}

/// Look-ups by position the diffable data sources of tables and collection views share.
extension NSDiffableDataSourceSnapshot {
    /// The section at `index` (`nil`: out of range).
    func section(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// The item at `position` in the section at `sectionIndex` (`nil`: out of range).
    func item(inSectionAt sectionIndex: Int, position: Int) -> ItemIdentifierType? {
        guard let section = section(at: sectionIndex) else { return nil }
        let items = itemIdentifiers(inSection: section)
        return items.indices.contains(position) ? items[position] : nil
    }

    /// The section index and position of `item` (`nil`: the snapshot does not hold it).
    func location(of item: ItemIdentifierType) -> (section: Int, position: Int)? {
        guard let section = sectionIdentifier(containingItem: item), let sectionIndex = indexOfSection(section),
              let position = itemIdentifiers(inSection: section).firstIndex(of: item) else { return nil }
        return (sectionIndex, position)
    }
}
