import Testing
import Foundation
import AVFoundation
import CoreData

private final class FocusSession: NSManagedObject {
    var startDate = Date(timeIntervalSinceReferenceDate: 0)
}

/// A focus tracker fetches today's sessions with `date as CVarArg` predicate arguments; a
/// Pomodoro timer plays a system sound through `import AVFoundation` alone, from a path it
/// turns into a `CFURL` (unseen43's focus-app and Pomodoro-App).
@MainActor @Suite struct FocusTimerGapsTests {
    @Test func datesAreVariadicArgumentsOfPredicatesAndFormats() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        for day in [0.0, 1, 2, 3] {
            FocusSession(context: context).startDate = Date(timeIntervalSinceReferenceDate: day * 86_400)
        }
        let start = Date(timeIntervalSinceReferenceDate: 86_400), end = Date(timeIntervalSinceReferenceDate: 2 * 86_400)
        let request = NSFetchRequest<FocusSession>()
        request.predicate = NSPredicate(format: "(startDate >= %@) AND (startDate <= %@)", start as CVarArg, end as CVarArg)
        let found = try context.fetch(request).map(\.startDate)
        #expect(found.sorted() == [start, end])
        // `%@` prints the date as an NSDate does on iOS.
        #expect(String(format: "since %@", Date(timeIntervalSinceReferenceDate: 0) as CVarArg) == "since 2001-01-01 00:00:00 +0000")
        // Many formats in a row stay readable (the strings handed out are kept alive, bounded).
        for i in 0..<600 {
            let text = String(format: "%@", Date(timeIntervalSinceReferenceDate: Double(i)) as CVarArg)
            #expect(text.hasPrefix("2001-01-01 00:"), "\(text)")
        }
    }

    @Test func systemSoundsComeWithAVFoundationAndPathsBecomeURLs() throws {
        let missing = try #require(CFURLCreateWithFileSystemPath(nil, "/System/Library/Audio/UISounds/tock.caf" as CFString, .cfurlposixPathStyle, false))
        #expect(missing.path == "/System/Library/Audio/UISounds/tock.caf" && !missing.hasDirectoryPath)
        var soundID: SystemSoundID = 0
        // No such file on Linux: the error iOS gives for an unreadable sound, and no identifier.
        #expect(AudioServicesCreateSystemSoundID(missing, &soundID) == kAudioServicesSystemSoundUnspecifiedError && soundID == 0)
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("chime-\(UUID().uuidString).caf")
        try Data([0]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let url = try #require(CFURLCreateWithFileSystemPath(kCFAllocatorDefault, file.path as CFString, .cfurlposixPathStyle, false))
        #expect(AudioServicesCreateSystemSoundID(url, &soundID) == 0 && soundID >= 4096)
        AudioServicesPlaySystemSound(soundID)
        #expect(AudioServicesDisposeSystemSoundID(soundID) == 0)
        #expect(CFURLCreateWithFileSystemPath(nil, "", .cfurlposixPathStyle, false) == nil)
        #expect(CFURLCreateWithFileSystemPath(nil, "C:\\Sounds\\tick.caf", .cfurlWindowsPathStyle, false)?.path == "/C:/Sounds/tick.caf")
    }
}
