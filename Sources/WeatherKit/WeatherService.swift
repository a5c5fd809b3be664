import BackplateCore
import CoreLocation
import Foundation

/// The interface to Apple's weather service. A render has no network and no WeatherKit
/// entitlement, so every request (`weather(for:)` and each `weather(for:including:…)` form)
/// throws `WeatherError.unknown` after a runtime warning naming the call, and an app shows what
/// it shows when weather fails to load. `attribution` needs no network and answers with Apple's
/// values.
public final class WeatherService: Sendable {
    /// The shared service; create others with `init()` to separate request priorities.
    public static let shared = WeatherService(shared: ())

    /// A service separate from `shared`; it behaves the same way in a render.
    public convenience init() { self.init(shared: ()) }

    private init(shared: Void) {}

    /// The attribution an app must show: Apple's legal page and " Weather" marks. Available in
    /// a render (nothing is fetched), so it never throws here.
    public final var attribution: WeatherAttribution {
        get async throws { .apple }
    }

    /// The error every request ends in, after a runtime warning naming `call`.
    static func unavailable(_ call: String) -> WeatherError {
        RuntimeWarning.emit("WeatherKit: \(call) has no network or WeatherKit entitlement in a render; it throws WeatherError.unknown")
        return .unknown
    }

    /// The weather named by the queries, for warnings: "weather(for:including: .current, .daily)".
    private static func call(_ names: [String]) -> String {
        "weather(for:including: \(names.joined(separator: ", ")))"
    }

    /// Every data set for `location`; in a render it throws `WeatherError.unknown`.
    public final func weather(for location: CLLocation) async throws -> Weather {
        throw Self.unavailable("weather(for:)")
    }

    /// One data set for `location`; in a render it throws `WeatherError.unknown`.
    @preconcurrency
    public final func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T
    where T: Sendable {
        throw Self.unavailable(Self.call([dataSet.name]))
    }

    /// Two data sets for `location`, as a tuple; in a render it throws `WeatherError.unknown`.
    @preconcurrency
    public final func weather<T1, T2>(for location: CLLocation, including dataSet1: WeatherQuery<T1>,
                                      _ dataSet2: WeatherQuery<T2>) async throws -> (T1, T2)
    where T1: Sendable, T2: Sendable {
        throw Self.unavailable(Self.call([dataSet1.name, dataSet2.name]))
    }

    /// Three data sets for `location`, as a tuple; in a render it throws `WeatherError.unknown`.
    @preconcurrency
    public final func weather<T1, T2, T3>(for location: CLLocation, including dataSet1: WeatherQuery<T1>,
                                          _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>)
        async throws -> (T1, T2, T3) where T1: Sendable, T2: Sendable, T3: Sendable {
        throw Self.unavailable(Self.call([dataSet1.name, dataSet2.name, dataSet3.name]))
    }

    /// Four data sets for `location`, as a tuple; in a render it throws `WeatherError.unknown`.
    @preconcurrency
    public final func weather<T1, T2, T3, T4>(for location: CLLocation, including dataSet1: WeatherQuery<T1>,
                                              _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>,
                                              _ dataSet4: WeatherQuery<T4>) async throws -> (T1, T2, T3, T4)
    where T1: Sendable, T2: Sendable, T3: Sendable, T4: Sendable {
        throw Self.unavailable(Self.call([dataSet1.name, dataSet2.name, dataSet3.name, dataSet4.name]))
    }

    /// Five data sets for `location`, as a tuple; in a render it throws `WeatherError.unknown`.
    @preconcurrency
    public final func weather<T1, T2, T3, T4, T5>(for location: CLLocation, including dataSet1: WeatherQuery<T1>,
                                                  _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>,
                                                  _ dataSet4: WeatherQuery<T4>, _ dataSet5: WeatherQuery<T5>)
        async throws -> (T1, T2, T3, T4, T5) where T1: Sendable, T2: Sendable, T3: Sendable, T4: Sendable, T5: Sendable {
        throw Self.unavailable(Self.call([dataSet1.name, dataSet2.name, dataSet3.name, dataSet4.name, dataSet5.name]))
    }

    /// Six data sets for `location`, as a tuple; in a render it throws `WeatherError.unknown`.
    @preconcurrency
    public final func weather<T1, T2, T3, T4, T5, T6>(for location: CLLocation, including dataSet1: WeatherQuery<T1>,
                                                      _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>,
                                                      _ dataSet4: WeatherQuery<T4>, _ dataSet5: WeatherQuery<T5>,
                                                      _ dataSet6: WeatherQuery<T6>) async throws -> (T1, T2, T3, T4, T5, T6)
    where T1: Sendable, T2: Sendable, T3: Sendable, T4: Sendable, T5: Sendable, T6: Sendable {
        throw Self.unavailable(Self.call([dataSet1.name, dataSet2.name, dataSet3.name, dataSet4.name,
                                          dataSet5.name, dataSet6.name]))
    }

    /// Any number of data sets for `location`, as a tuple (iOS 18's form); in a render it throws
    /// `WeatherError.unknown`. Calls with one to six data sets pick the fixed-arity forms above.
    @preconcurrency
    public final func weather<each T>(for location: CLLocation, including dataSet: repeat WeatherQuery<each T>)
        async throws -> (repeat each T) where repeat each T: Sendable {
        var names: [String] = []
        for query in repeat each dataSet { names.append(query.name) }
        throw Self.unavailable(Self.call(names))
    }
}
