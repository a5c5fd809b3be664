import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftData

// SwiftData's names in Swift 6 language mode: macro expansions for the shapes real models take
// (no initialiser, a non-final class, the inverse declared on the to-one side, `Array<T>`
// query types, every `@Query` form), checked by what fetches and renders return.

@Model
final class ShelfBook {
    var title: String = ""
    var pages: Int = 0
    var finished: Date?
    var shelf: ShelfCase?
    var tags: [ShelfTag]? = []
    init() {}
}

@Model
final class ShelfTag {
    var name: String
    @Relationship(inverse: \ShelfBook.tags) var books: [ShelfBook]?
    init(name: String) { self.name = name }
}

@Model
class ShelfCase {
    var label: String
    @Relationship(inverse: \ShelfBook.shelf) var books: [ShelfBook] = []
    @Transient var highlighted = true
    init(label: String) { self.label = label }
}

/// A record every case note belongs to, its inverse declared only on the case's side.
@Model
final class CaseFile {
    var number: Int
    @Relationship(deleteRule: .cascade, inverse: \CaseNote.file) var note: CaseNote?
    init(number: Int) { self.number = number }
}

/// A note whose to-one relationship is never nil (`var file: CaseFile`), as an app's
/// pre-anesthesia record points at its surgery (unseen48).
@Model
final class CaseNote {
    var text: String
    @Relationship var file: CaseFile
    init(text: String, file: CaseFile) {
        self.text = text
        self.file = file
    }
}

private struct ShelfQueries: View {
    @Query var all: Array<ShelfBook>
    @Query(animation: .default) var animated: [ShelfBook]
    @Query(sort: \ShelfBook.pages) var byPages: [ShelfBook]
    @Query(sort: \ShelfBook.finished, order: .reverse) var byFinished: [ShelfBook]
    @Query(filter: #Predicate<ShelfBook> { $0.pages > 200 }, sort: [SortDescriptor(\ShelfBook.title)]) var long: [ShelfBook]
    @Query(ShelfQueries.firstTwo) var firstTwo: [ShelfBook]

    static var firstTwo: FetchDescriptor<ShelfBook> {
        var descriptor = FetchDescriptor<ShelfBook>(sortBy: [SortDescriptor(\.title)])
        descriptor.fetchLimit = 2
        return descriptor
    }

    var body: some View {
        VStack {
            Text(all.map(\.title).joined(separator: ","))
            Text(animated.count.formatted())
            Text(byPages.map(\.title).joined(separator: ","))
            Text(byFinished.map(\.title).joined(separator: ","))
            Text(long.map(\.title).joined(separator: ","))
            Text(firstTwo.map(\.title).joined(separator: ","))
        }
    }
}

typealias ShelfBooks = [ShelfBook]

// Apps name their query results through a type alias of the array.
private struct AliasedShelf: View {
    @Query(sort: \ShelfBook.title) var books: ShelfBooks
    @Query var unsorted: SwiftDataModuleTests.Books

    var body: some View {
        Text(books.map(\.title).joined(separator: ","))
        Text(unsorted.count.formatted())
    }
}

@MainActor @Suite struct SwiftDataModuleTests {
    typealias Books = Array<ShelfBook>


    private func book(_ title: String, _ pages: Int, finished: Double?) -> ShelfBook {
        let book = ShelfBook()
        book.title = title
        book.pages = pages
        book.finished = finished.map { Date(timeIntervalSince1970: $0) }
        return book
    }

    private func strings<V: View>(_ view: V) -> [String] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 800, height: 400)
        var out: [String] = []
        for case .text(let t) in renderer.displayList().flattenedLeaves {
            out.append(t.runs.isEmpty ? t.string : t.runs.map(\.string).joined())
        }
        return out
    }

    @Test func everyQueryFormFetchesFromTheEnvironmentsContainer() throws {
        let container = try ModelContainer(for: ShelfBook.self, ShelfCase.self, ShelfTag.self)
        let context = container.mainContext
        for b in [book("Dune", 412, finished: 300), book("Emma", 160, finished: nil), book("Beloved", 324, finished: 100)] {
            context.insert(b)
        }
        let drawn = strings(ShelfQueries().modelContainer(container))
        // Insertion order; 3; pages ascending; finished descending (nil last going reverse);
        // over 200 pages by title; the first two titles.
        #expect(drawn == ["Dune,Emma,Beloved", "3", "Emma,Beloved,Dune", "Dune,Beloved,Emma", "Beloved,Dune", "Beloved,Dune"], "\(drawn)")
        // No container in the environment: every query is empty.
        #expect(strings(ShelfQueries()) == ["", "0", "", "", "", ""])
    }

    @Test func aQueryThroughATypeAliasFetchesItsElements() throws {
        let container = try ModelContainer(for: ShelfBook.self, ShelfCase.self, ShelfTag.self)
        for b in [book("Dune", 412, finished: nil), book("Beloved", 324, finished: nil)] {
            container.mainContext.insert(b)
        }
        #expect(strings(VStack { AliasedShelf() }.modelContainer(container)) == ["Beloved,Dune", "2"])
    }

    @Test func inverseDeclaredOnTheToManySideWorksFromBothEnds() throws {
        let context = ModelContext(try ModelContainer(for: Schema([ShelfCase.self, ShelfBook.self])))
        let fiction = ShelfCase(label: "Fiction"), poetry = ShelfCase(label: "Poetry")
        context.insert(fiction)
        let a = book("A", 1, finished: nil), b = book("B", 2, finished: nil)
        // Setting the to-one side appends to the case's books and inserts the book.
        a.shelf = fiction
        #expect(fiction.books.map(\.title) == ["A"] && a.modelContext === context)
        // Appending sets the book's shelf.
        fiction.books.append(b)
        #expect(b.shelf === fiction)
        // Replacing the array clears the shelf of books no longer in it.
        fiction.books = [b]
        #expect(a.shelf == nil && b.shelf === fiction)
        b.shelf = poetry
        #expect(fiction.books.isEmpty && poetry.books.map(\.title) == ["B"])
        #expect(poetry.modelContext === context)
        #expect(try context.fetchCount(FetchDescriptor<ShelfCase>()) == 2)
        // Default delete rule (.nullify): deleting the case clears its books' shelf, keeps them.
        context.delete(poetry)
        #expect(b.shelf == nil && !b.isDeleted && poetry.isDeleted)
        #expect(ShelfCase._$persistedProperties.count == 2)
    }

    @Test func aToOneRelationshipThatIsNeverNilFillsItsInverse() throws {
        let context = ModelContext(try ModelContainer(for: CaseFile.self, CaseNote.self, configurations: .init(isStoredInMemoryOnly: true)))
        let first = CaseFile(number: 1), second = CaseFile(number: 2)
        let note = CaseNote(text: "fasting", file: second)
        #expect(CaseNote._$persistedProperties.count == 2)
        // Inserting the note fills the file's side of the relationship and inserts the file.
        context.insert(note)
        #expect(second.note === note && first.note == nil)
        #expect(second.modelContext === context)
        // Moving the note to another file clears the old file's side.
        context.insert(first)
        note.file = first
        #expect(first.note === note && second.note == nil)
        // The file's cascade rule deletes the note with it.
        context.delete(first)
        #expect(note.isDeleted)
        #expect(try context.fetchCount(FetchDescriptor<CaseNote>()) == 0)
        #expect(try context.fetchCount(FetchDescriptor<CaseFile>()) == 1)
    }

    @Test func optionalToManyRelationshipsWorkBothWays() throws {
        let context = ModelContext(try ModelContainer(for: ShelfBook.self, ShelfTag.self))
        let dune = book("Dune", 412, finished: nil), emma = book("Emma", 160, finished: nil)
        let classic = ShelfTag(name: "classic"), scifi = ShelfTag(name: "sci-fi")
        context.insert(dune)
        #expect(classic.books == nil)
        // Many-to-many through optional arrays: appending on one side fills the other (a nil
        // array becomes a one-element array) and inserts the newly related tag.
        dune.tags?.append(classic)
        dune.tags?.append(scifi)
        #expect(classic.books?.map(\.title) == ["Dune"] && scifi.books?.map(\.title) == ["Dune"])
        #expect(classic.modelContext === context)
        classic.books?.append(emma)
        #expect(emma.tags?.map(\.name) == ["classic"] && emma.modelContext === context)
        dune.tags = [scifi]
        #expect(classic.books?.map(\.title) == ["Emma"])
        let tagged = try context.fetch(FetchDescriptor<ShelfTag>(sortBy: [SortDescriptor(\.name)]))
        let bookCounts: [Int] = tagged.map { $0.books?.count ?? -1 }
        #expect(bookCounts == [1, 1])
        // Deleting a book (nullify) removes it from every tag.
        context.delete(dune)
        #expect(scifi.books?.isEmpty == true)
    }

    /// `Optional` is a `RelationshipCollection` when it wraps models, as in SwiftData, so an
    /// optional to-many relationship reads and writes through `getValue`/`setValue(forKey:)`.
    @Test func optionalToManyRelationshipsReadAndWriteByKeyPath() throws {
        let context = ModelContext(try ModelContainer(for: ShelfBook.self, ShelfTag.self))
        let dune = book("Dune", 412, finished: nil)
        context.insert(dune)
        dune.setValue(forKey: \.tags, to: [ShelfTag(name: "classic"), ShelfTag(name: "sci-fi")])
        let tags: [ShelfTag]? = dune.getValue(forKey: \.tags)
        #expect(tags?.map(\.name) == ["classic", "sci-fi"])
        #expect(tags?.first?.books?.map(\.title) == ["Dune"])
    }

    @Test func rollbackUndoesInsertsAndDeletesSinceTheLastSave() throws {
        let context = ModelContext(try ModelContainer(for: ShelfBook.self))
        let kept = book("Kept", 1, finished: nil), dropped = book("Dropped", 2, finished: nil)
        try context.transaction { context.insert(kept) }
        #expect(!context.hasChanges && context.insertedModelsArray.isEmpty)
        context.insert(dropped)
        context.delete(kept)
        #expect(context.insertedModelsArray.map { ($0 as? ShelfBook)?.title } == ["Dropped"])
        #expect(context.deletedModelsArray.map { ($0 as? ShelfBook)?.title } == ["Kept"])
        context.rollback()
        #expect(try context.fetch(FetchDescriptor<ShelfBook>()).map(\.title) == ["Kept"])
        #expect(!kept.isDeleted && kept.modelContext === context && dropped.modelContext == nil)
        #expect(!context.hasChanges)
        // Inserting then deleting before a save leaves nothing pending.
        context.insert(dropped)
        context.delete(dropped)
        #expect(!context.hasChanges)
    }

    @Test func identifiersAndEqualityFollowIdentity() throws {
        let first = ShelfBook(), second = ShelfBook()
        #expect(first != second && first == first)
        #expect(first.persistentModelID < second.persistentModelID)
        #expect(Set([first, second, first]).count == 2)
        #expect(first.modelContext == nil && !first.hasChanges)
        // A container's main context is made once; a configuration with a URL is still in memory.
        let url = URL(fileURLWithPath: "/nonexistent/store.sqlite")
        let container = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(url: url))
        #expect(container.mainContext === container.mainContext)
        #expect(container.configurations.first?.url == url)
        container.mainContext.insert(first)
        #expect(first.hasChanges && !FileManager.default.fileExists(atPath: url.path))
        container.deleteAllData()
        #expect(try container.mainContext.fetchCount(FetchDescriptor<ShelfBook>()) == 0 && first.isDeleted)
    }
}
