import Testing
import BackplateTestSupport
import Foundation
import Combine
import SwiftData
import SwiftUI

// Constructs that unseen public app files used and Backplate lacked (issue 29, round 13): a
// default model configuration, the keyboard notifications a search field listens for.

@Model final class PantryItem {
    var name: String
    init(name: String) { self.name = name }
}

@Model final class PantryShelf {
    var id: UUID
    init(id: UUID) { self.id = id }
}

enum PantryStore {
    @MainActor static func make() throws -> ModelContainer {
        let configuration = ModelConfiguration()
        return try ModelContainer(for: Schema([PantryItem.self]), configurations: configuration)
    }
}

struct KeyboardAwareField: View {
    @State private var lift: CGFloat = 0
    var body: some View {
        TextField("Search", text: .constant(""))
            .padding(.bottom, lift)
            .frame(width: 200)
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { note in
                if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { lift = frame.height }
            }
    }
}

@MainActor
@Suite(.tags(.appFiles, .layout)) struct UnseenAppsRound13Tests {
    @Test func aDefaultModelConfigurationIsTheOnDiskDefault() throws {
        // `ModelConfiguration()` picks init(isStoredInMemoryOnly: false): name "default", saves allowed.
        let configuration = ModelConfiguration()
        #expect(configuration.name == "default")
        #expect(!configuration.isStoredInMemoryOnly)
        #expect(configuration.allowsSave)
        let container = try PantryStore.make()
        container.mainContext.insert(PantryItem(name: "Rice"))
        let items = try container.mainContext.fetch(FetchDescriptor<PantryItem>())
        #expect(items.map(\.name) == ["Rice"])
        #expect(container.configurations.count == 1)
    }

    @Test func aModelsIdIsItsPersistentIdentifier() throws {
        let rice = PantryItem(name: "Rice"), oats = PantryItem(name: "Oats")
        let id: PersistentIdentifier = rice.id
        #expect(id == rice.persistentModelID && rice.id != oats.id)
        var cache: [PersistentIdentifier: String] = [:]
        for item in [rice, oats] { cache[item.id] = item.name }
        #expect(cache[oats.persistentModelID] == "Oats" && cache.count == 2)
        // A class's own `id` still wins.
        let uuid = UUID()
        let shelfID: UUID = PantryShelf(id: uuid).id
        #expect(shelfID == uuid)
    }

    @Test func keyboardNotificationsKeepUIKitsNamesAndNeverFire() throws {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
        // Views and controllers are responders; nothing takes focus in a render.
        let view: UIResponder = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.becomeFirstResponder() && view.resignFirstResponder() && !view.isFirstResponder)
        #expect(UIViewController().next == nil)
        // No keyboard shows, so the field keeps its plain height.
        let aware = ImageRenderer(content: KeyboardAwareField()).layout().size
        let plain = ImageRenderer(content: TextField("Search", text: .constant("")).frame(width: 200)).layout().size
        #expect(aware == plain)
        #expect(aware.width == 200)
    }
}
