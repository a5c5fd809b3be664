import Backplate
import BackplateTestSupport
import Foundation
import Testing
@testable import BackplateGeneratedSymbols
@testable import BackplatePreviewTool

/// "Manual/None" entities: the module's own files declare the classes and their properties with
/// `@NSManaged`, whose accessors the Objective-C runtime makes on iOS. On Linux they compiled and
/// then failed to link, taking every preview of the module with them (RPG-Habit-Tracker-Swift,
/// unseen35: 0 of 34). The build inserts accessors where each declaration ends.
@Suite struct PreviewManagedDeclarationTests {
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
            <entity name="Entry" representedClassName="Entry" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="mood" optional="YES" attributeType="Integer 16" defaultValueString="2" usesScalarValueType="YES"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="entries" inverseEntity="Tag"/>
            </entity>
            <entity name="Tag" representedClassName="Tag" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="entries" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Entry" inverseName="tags" inverseEntity="Entry"/>
            </entity>
        </model>
        """

    @Test func accessorsFollowTheModel() throws {
        let source = CoreDataClassSource(model: try #require(CoreDataModel.parse(Data(Self.model.utf8))))
        #expect(source.managedProperty(className: "Entry", name: "mood", type: "Int16")
                == " { get { backplateValue(\"mood\", default: 2 as Int16) } set { backplateSetValue(newValue, \"mood\") } }")
        #expect(source.managedProperty(className: "Entry", name: "tags", type: "NSSet?")
                == " { get { backplateValue(\"tags\", default: nil) } set { backplateRelate(\"tags\", to: newValue, inverse: \"entries\", .toMany) } }")
        // A property the model does not list starts at its type's zero; one with no zero is left alone.
        #expect(source.managedProperty(className: "Entry", name: "pinned", type: "Bool")?.contains("default: false as Bool") == true)
        #expect(source.managedProperty(className: "Entry", name: "location", type: "CLLocation") == nil)
        #expect(source.managedProperty(className: "Entry", name: "id", type: "UUID")?.contains("let v = UUID(); backplateSetValue(v, \"id\")") == true)
        #expect(source.managedMethod(className: "Entry", name: "addToTags", parameters: [("_", "value", "Tag")])
                == " { backplateAdd(value, to: \"tags\", ordered: false, inverse: \"entries\", .toMany) }")
        #expect(source.managedMethod(className: "Entry", name: "removeFromTags", parameters: [("_", "values", "NSSet")])
                == " { backplateRemove(values, from: \"tags\", ordered: false, inverse: \"entries\", .toMany) }")
        #expect(source.managedMethod(className: "Entry", name: "archive", parameters: []) == nil)
    }

    static let files = [
        "Entry+CoreDataClass.swift": """
            import Foundation
            import CoreData

            @objc(Entry)
            public class Entry: NSManagedObject {}
            """,
        "Entry+CoreDataProperties.swift": """
            import Foundation
            import CoreData

            extension Entry {
                @nonobjc public class func fetchRequest() -> NSFetchRequest<Entry> {
                    NSFetchRequest<Entry>(entityName: "Entry")
                }

                @NSManaged public var id: UUID
                @NSManaged public var title: String?
                @NSManaged public var mood: Int16
                @NSManaged public var tags: NSSet?
            }

            extension Entry {
                @objc(addTagsObject:)
                @NSManaged public func addToTags(_ value: Tag)

                @objc(removeTagsObject:)
                @NSManaged public func removeFromTags(_ value: Tag)
            }

            extension Entry: Identifiable {}
            """,
        "Tag.swift": """
            import CoreData

            public class Tag: NSManagedObject {
                @NSManaged public var name: String?
                @NSManaged public var entries: NSSet?
            }
            """,
        "EntryBadge.swift": """
            import SwiftUI
            import CoreData

            struct EntryBadge: View {
                @ObservedObject var entry: Entry

                var body: some View {
                    let tags = (entry.tags as? Set<Tag>) ?? []
                    let request: NSFetchRequest<NSFetchRequestResult> = Entry.fetchRequest()
                    VStack(spacing: 0) {
                        Rectangle().fill(entry.title == "Run" && entry.mood == 2 && entry.id == entry.id ? Color.green : Color.red).frame(width: 40, height: 10)
                        // The tag reached the entry's set and, through the inverse, the entry the tag's.
                        Rectangle().fill(tags.count == 1 && (tags.first?.entries as? Set<Entry>)?.contains(entry) == true ? Color.green : Color.red)
                            .frame(width: 40, height: 10)
                        Rectangle().fill(request.entityName == "Entry" ? Color.green : Color.red).frame(width: 40, height: 10)
                    }
                }
            }

            #Preview("Entry", traits: .fixedLayout(width: 40, height: 30)) {
                let context = NSPersistentContainer(name: "Journal").viewContext
                let entry = Entry(context: context)
                entry.title = "Run"
                let tag = Tag(context: context)
                tag.name = "Health"
                entry.addToTags(tag)
                return EntryBadge(entry: entry)
            }
            """,
    ]

    @Test func handWrittenManagedClassesLinkAndKeepTheirValues() throws {
        let image = try renderCoreDataPreview(modelName: "Journal", model: Self.model, files: Self.files)
        for y in [5, 15, 25] {
            let p = image.pixel(x: 20, y: y)
            #expect(p.green > 150 && p.red < 100, "row at y \(y): \(p)")
        }
    }
}
