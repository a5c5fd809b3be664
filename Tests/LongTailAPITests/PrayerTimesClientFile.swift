import SwiftUI
import CoreLocation
import AVFoundation
import EventKit
import QuartzCore

// A prayer-times app's services as MyAzan writes them (unseen27): its city name from a reverse
// geocode, its adhan's audio session, a calendar check and a timing log.

final class PrayerCityLookup: ObservableObject {
    @Published var cityName = "Locating…"
    @Published var failure: String?
    private let geocoder = CLGeocoder()

    func lookUp(_ location: CLLocation) async {
        do {
            let placemarks = try await geocoder.reverseGeocodeLocation(location)
            cityName = placemarks.first?.locality ?? "Unknown"
        } catch let error as CLError where error.code == .network {
            failure = "Offline"
        } catch {
            failure = error.localizedDescription
        }
    }
}

enum AdhanAudio {
    static let options: AVAudioSession.CategoryOptions = [.duckOthers, .allowBluetoothHFP, .allowBluetoothA2DP]

    static func prepare() throws {
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: options)
    }
}

enum PrayerTiming {
    static func measure(_ work: () -> Void) -> CFTimeInterval {
        let start = CACurrentMediaTime()
        work()
        return CACurrentMediaTime() - start
    }

    static func isPrivate(_ event: EKEvent) -> Bool { !event.hasAttendees && !event.hasNotes }
}
