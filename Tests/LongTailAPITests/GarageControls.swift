import SwiftUI
import WidgetKit
import AppIntents

// Controls written as iOS 18 widget extensions ship them beside their widgets: a toggle with a
// value provider and a tint, a button, an intent-configured toggle, all in one bundle.

struct ToggleGarageDoorIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Garage Door"

    @Parameter(title: "Open")
    var value: Bool

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct GarageDoorValueProvider: ControlValueProvider {
    var previewValue: Bool { true }

    func currentValue() async throws -> Bool {
        false
    }
}

struct GarageDoorControl: ControlWidget {
    static let kind: String = "com.example.home.GarageDoor"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind, provider: GarageDoorValueProvider()) { isOpen in
            ControlWidgetToggle("Garage Door", isOn: isOpen, action: ToggleGarageDoorIntent()) { isOn in
                Label(isOn ? "Open" : "Closed", systemImage: isOn ? "door.garage.open" : "door.garage.closed")
            }
            .tint(.orange)
        }
        .displayName("Garage Door")
        .description("Open and close the garage door.")
    }
}

struct RingDoorbellIntent: AppIntent {
    static let title: LocalizedStringResource = "Ring Doorbell"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct DoorbellControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.home.Doorbell") {
            ControlWidgetButton(action: RingDoorbellIntent()) {
                Label("Ring", systemImage: "bell.fill")
            }
        }
        .displayName("Doorbell")
    }
}

struct SelectRoomIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Select Room"

    @Parameter(title: "Room", default: "Kitchen")
    var room: String
}

struct ToggleRoomLightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Light"

    @Parameter(title: "On")
    var value: Bool

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct RoomLightProvider: AppIntentControlValueProvider {
    func previewValue(configuration: SelectRoomIntent) -> Bool {
        configuration.room == "Garage"
    }

    func currentValue(configuration: SelectRoomIntent) async throws -> Bool {
        true
    }
}

struct RoomLightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.home.RoomLight", provider: RoomLightProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: ToggleRoomLightIntent()) {
                Label("Light", systemImage: "lightbulb.fill")
            }
        }
        .promptsForUserConfiguration()
    }
}

struct HomeControlsBundle: WidgetBundle {
    var body: some Widget {
        GarageDoorControl()
        DoorbellControl()
        if #available(iOS 18.0, *) {
            RoomLightControl()
        }
    }
}

#Preview("Garage door control", traits: .sizeThatFitsLayout) {
    ControlWidgetPreview(GarageDoorControl())
}
