import SwiftUI
import UIKit

// An app file of the shape "App Icon" settings screens take: the icons the app ships, the
// current one checked, a tap that asks UIKit to switch and shows why it could not. The last
// choice is kept in UserDefaults through key-value coding, as older settings code does.

enum AppIconChoice: String, CaseIterable, Identifiable {
    case standard = "Default"
    case midnight = "Midnight"
    case sunrise = "Sunrise"

    var id: String { rawValue }
    /// The name declared under CFBundleAlternateIcons (nil: the primary icon).
    var iconName: String? { self == .standard ? nil : "AppIcon-\(rawValue)" }
    var swatch: Color {
        switch self {
        case .standard: .blue
        case .midnight: .indigo
        case .sunrise: .orange
        }
    }
}

@MainActor @Observable final class AppIconStore {
    private(set) var current: AppIconChoice = .standard
    var errorMessage: String?
    private let defaults: UserDefaults
    static let lastChoiceKey = "lastAppIconChoice"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        let active = UIApplication.shared.alternateIconName
        current = AppIconChoice.allCases.first { $0.iconName == active } ?? .standard
    }

    var canChangeIcon: Bool { UIApplication.shared.supportsAlternateIcons }

    var lastChoice: String? { defaults.value(forKey: Self.lastChoiceKey) as? String }

    func select(_ choice: AppIconChoice) async {
        guard choice != current else { return }
        defaults.setValue(choice.rawValue, forKey: Self.lastChoiceKey)
        do {
            try await UIApplication.shared.setAlternateIconName(choice.iconName)
            current = choice
            errorMessage = nil
        } catch {
            errorMessage = "Couldn't change the icon: \(error.localizedDescription)"
        }
    }
}

struct AppIconPickerView: View {
    @State var store: AppIconStore

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(AppIconChoice.allCases) { choice in
                        Button {
                            Task { await store.select(choice) }
                        } label: {
                            HStack(spacing: 14) {
                                RoundedRectangle(cornerRadius: 9, style: .continuous)
                                    .fill(choice.swatch.gradient)
                                    .frame(width: 40, height: 40)
                                Text(choice.rawValue)
                                    .foregroundStyle(Color.primary)
                                Spacer()
                                if choice == store.current {
                                    Image(systemName: "checkmark")
                                        .fontWeight(.semibold)
                                        .foregroundStyle(.tint)
                                }
                            }
                        }
                        .disabled(!store.canChangeIcon)
                    }
                } footer: {
                    if let message = store.errorMessage {
                        Text(message)
                    } else {
                        Text("Your Home Screen shows the icon you pick.")
                    }
                }
            }
            .navigationTitle("App Icon")
        }
    }
}

#Preview("App icon") {
    AppIconPickerView(store: AppIconStore())
}

#Preview("After a failed switch") {
    let store = AppIconStore()
    store.errorMessage = "Couldn't change the icon: The file doesn’t exist."
    return AppIconPickerView(store: store)
}
