import Backplate
import BackplateTestSupport
import Foundation
import Testing
@testable import BackplateGeneratedSymbols
@testable import BackplatePreviewTool

/// Core Data entities whose code generation is "Class Definition" (Xcode's default) get the
/// classes Xcode writes (`ENTITY+CoreDataClass.swift`, `+CoreDataProperties.swift`): without
/// them every file naming an entity fails ("cannot find type 'TaskEntity' in scope", 229 errors
/// in Planzo's 68 files, unseen27).
@Suite struct PreviewCoreDataClassesTests {
    /// A model as Xcode 16's editor writes it: a shelf with an ordered-free to-many `books`, a
    /// book with a to-one `shelf` (its inverse), scalars with defaults, optional objects.
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
            <entity name="Shelf" representedClassName="Shelf" syncable="YES" codeGenerationType="class">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="order" optional="YES" attributeType="Integer 32" defaultValueString="3" usesScalarValueType="YES"/>
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
                <relationship name="highlights" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Book"/>
            </entity>
            <entity name="Book" representedClassName="BookMO" syncable="YES" codeGenerationType="class">
                <attribute name="finished" optional="YES" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
                <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
                <attribute name="pages" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="rating" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
                <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="title" optional="YES" attributeType="String" defaultValueString="Untitled"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
            </entity>
            <entity name="Comic" representedClassName="Comic" parentEntity="Book" syncable="YES" codeGenerationType="class">
                <attribute name="issue" optional="YES" attributeType="Integer 16" defaultValueString="1" usesScalarValueType="YES"/>
            </entity>
            <entity name="Note" representedClassName="Note" syncable="YES"/>
        </model>
        """

    @Test func theModelGivesXcodesTypesAndDefaults() throws {
        let model = try #require(CoreDataModel.parse(Data(Self.model.utf8)))
        #expect(model.entities.map(\.className) == ["Shelf", "BookMO", "Comic", "Note"])
        let source = CoreDataClassSource(model: model).source()
        // The types Xcode's generated properties have (seen in its +CoreDataProperties files).
        for line in ["public class Shelf: NSManagedObject {", "public class BookMO: NSManagedObject {", "public class Comic: BookMO {",
                     "public var name: String? {", "public var order: Int32 {", "public var books: NSSet? {",
                     "public var finished: Bool {", "public var id: UUID? {", "public var pages: Int64 {",
                     "public var rating: NSNumber? {", "public var added: Date? {", "public var shelf: Shelf? {",
                     "public class func fetchRequest() -> NSFetchRequest<BookMO> { NSFetchRequest<BookMO>(entityName: \"Book\") }",
                     "public func addToBooks(_ value: BookMO)", "public func removeFromBooks(_ values: NSSet)",
                     "public var highlights: NSOrderedSet? {", "public func insertIntoHighlights(_ values: [BookMO], at indexes: NSIndexSet)",
                     "extension BookMO: Identifiable {}"] {
            #expect(source.contains(line), "\(line)")
        }
        // Defaults: the model's, until set; the inverse kinds of each end.
        #expect(source.contains("backplateValue(\"order\", default: 3)") && source.contains("backplateValue(\"finished\", default: true)"))
        #expect(source.contains("backplateValue(\"title\", default: \"Untitled\")"))
        #expect(source.contains("backplateRelate(\"books\", to: newValue, inverse: \"shelf\", .toOne)"))
        #expect(source.contains("backplateRelate(\"shelf\", to: newValue, inverse: \"books\", .toMany)"))
        // An entity without code generation, and a class the module declares, get nothing.
        #expect(!source.contains("class Note"))
        #expect(!CoreDataClassSource(model: model, declared: ["Shelf"]).source().contains("public class Shelf"))
    }

    static let view = """
        import SwiftUI
        @_spi(CoreDataGenerated) import CoreData

        struct ShelfSummary: View {
            let shelf: Shelf
            @FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "finished == YES")) private var finished: FetchedResults<BookMO>

            var body: some View {
                let books = (shelf.books as? Set<BookMO>) ?? []
                VStack(spacing: 0) {
                    // Both books reached the shelf through their inverse; one is not finished.
                    Rectangle().fill(books.count == 2 ? Color.green : Color.red).frame(width: 40, height: 10)
                    Rectangle().fill(finished.count == 1 ? Color.green : Color.red).frame(width: 40, height: 10)
                    // A sub-entity keeps its parent's defaults beside its own.
                    let comic = Comic()
                    Rectangle().fill(shelf.order == 3 && books.allSatisfy { $0.shelf === shelf } && comic.issue == 1 && comic.finished
                                     && Comic.backplateModelDefaults["finished"] as? Bool == true ? Color.green : Color.red)
                        .frame(width: 40, height: 10)
                    // The ordered relationship keeps its insertion order.
                    Rectangle().fill(books.contains { $0.title == "Untitled" } && (shelf.highlights?.array as? [BookMO])?.first?.title == "Dune"
                                     && shelf.highlights?.count == 2 ? Color.green : Color.red).frame(width: 40, height: 10)
                    // As on iOS: untyped, `fetchRequest()` is the class's typed one; a batch delete
                    // takes NSManagedObject's, typed by the result protocol.
                    let untyped = BookMO.fetchRequest()
                    let wipe = NSBatchDeleteRequest(fetchRequest: BookMO.fetchRequest())
                    Rectangle().fill(type(of: untyped) == NSFetchRequest<BookMO>.self && untyped.entityName == "Book"
                                     && wipe.fetchRequest.entityName == "Book" ? Color.green : Color.red).frame(width: 40, height: 10)
                }
            }
        }

        #Preview("Shelf", traits: .fixedLayout(width: 40, height: 50)) {
            let context = NSPersistentContainer(name: "Library").viewContext
            let shelf = Shelf(context: context)
            let first = BookMO(context: context)
            first.title = "Dune"
            first.shelf = shelf
            let second = BookMO(context: context)
            second.finished = false
            shelf.addToBooks(second)
            shelf.addToHighlights(second)
            shelf.insertIntoHighlights(first, at: 0)
            return ShelfSummary(shelf: shelf).environment(\\.managedObjectContext, context)
        }
        """

    /// A folder with `Library.xcdatamodeld` and a view using the generated classes: they compile,
    /// keep defaults and inverses, and answer a format predicate.
    @Test func generatedClassesCompileAndKeepTheirInverses() throws {
        let image = try renderCoreDataPreview(modelName: "Library", model: Self.model, files: ["ShelfSummary.swift": Self.view])
        for y in [5, 15, 25, 35, 45] {
            let p = image.pixel(x: 20, y: y)
            #expect(p.green > 150 && p.red < 100, "row at y \(y): \(p)")
        }
    }
}
