import Testing
import BackplateTestSupport
import Foundation
import Backplate

/// `PersonNameComponents.FormatStyle`, which Foundation on Linux lacks. Expected strings are
/// Apple's formatter's for a Latin-script name (`.long` every part in reading order, `.medium`
/// given and family names, `.short` the nickname or given name, `.abbreviated` the two
/// initials) and for a Japanese name (family name first, no space).
@MainActor @Suite struct PersonNameFormatStyleTests {
    let full: PersonNameComponents = {
        var name = PersonNameComponents()
        name.namePrefix = "Dr."
        name.givenName = "Amélie"
        name.middleName = "Claire"
        name.familyName = "Durand"
        name.nameSuffix = "Jr."
        return name
    }()

    @Test func latinNamesInEachStyle() {
        #expect(full.formatted(.name(style: .long)) == "Dr. Amélie Claire Durand Jr.")
        #expect(full.formatted(.name(style: .medium)) == "Amélie Durand")
        #expect(full.formatted(.name(style: .short)) == "Amélie")
        #expect(full.formatted(.name(style: .abbreviated)) == "AD")
        #expect(full.formatted() == "Amélie Durand")
        var nicknamed = full
        nicknamed.nickname = "Mimi"
        #expect(nicknamed.formatted(.name(style: .short)) == "Mimi")
        #expect(PersonNameComponents(givenName: "Ana").formatted(.name(style: .abbreviated)) == "A")
    }

    @Test func japaneseNamesPutTheFamilyNameFirst() {
        let name = PersonNameComponents(givenName: "太郎", familyName: "山田")
        #expect(name.formatted(.name(style: .medium)) == "山田太郎")
        #expect(name.formatted(.name(style: .abbreviated)) == "山")
    }

    @Test func textDrawsTheFormattedName() {
        let renderer = ImageRenderer(content: Text(full, format: .name(style: .medium)))
        let drawn = renderer.displayList().flattenedLeaves.compactMap { leaf -> String? in
            if case .text(let t) = leaf { return t.string }
            return nil
        }
        #expect(drawn == ["Amélie Durand"])
    }
}
