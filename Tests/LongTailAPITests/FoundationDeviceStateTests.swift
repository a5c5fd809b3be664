import Testing
import Foundation

// Foundation members iOS has and Linux lacks, written as unseen40's Nutrivance uses them:
// answered as the Simulator does.

@Suite struct FoundationDeviceStateTests {
    @Test func theSimulatorRunsCoolWithoutLowPowerModeOrICloud() throws {
        #expect(ProcessInfo.processInfo.thermalState == .nominal && ProcessInfo.ThermalState.critical.rawValue == 3)
        #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled)
        #expect(ProcessInfo.thermalStateDidChangeNotification.rawValue == "NSProcessInfoThermalStateDidChangeNotification")
        #expect(Notification.Name.NSProcessInfoPowerStateDidChange.rawValue == "NSProcessInfoPowerStateDidChangeNotification")
        #expect(FileManager.default.url(forUbiquityContainerIdentifier: nil) == nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("{}".utf8).write(to: file, options: [.atomicWrite])
        #expect(try Data(contentsOf: file) == Data("{}".utf8) && Data.WritingOptions.atomicWrite == .atomic)
    }
}
