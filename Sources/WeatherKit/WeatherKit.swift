// The module a file's `import WeatherKit` finds on Linux: Apple's weather service and its value
// types, answering as a device without the WeatherKit capability and without a network does.
// Every request to `WeatherService` throws `WeatherError.unknown` with a runtime warning, so no
// forecast value ever exists in a render; the attribution an app must show is Apple's, as
// documented. On iOS the framework brings Foundation and CoreLocation with it; so does this one.
@_exported import Foundation
@_exported import CoreLocation
