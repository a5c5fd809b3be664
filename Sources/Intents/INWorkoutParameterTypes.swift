import Foundation

/// The unit of a workout's goal in a start-workout intent, with Apple's raw values.
public enum INWorkoutGoalUnitType: Int, Sendable {
    /// No unit given.
    case unknown = 0
    /// Inches.
    case inch = 1
    /// Meters.
    case meter = 2
    /// Feet.
    case foot = 3
    /// Miles.
    case mile = 4
    /// Yards.
    case yard = 5
    /// Seconds.
    case second = 6
    /// Minutes.
    case minute = 7
    /// Hours.
    case hour = 8
    /// Joules.
    case joule = 9
    /// Kilocalories.
    case kiloCalorie = 10
}

/// Where a workout in a start-workout intent takes place, with Apple's raw values.
public enum INWorkoutLocationType: Int, Sendable {
    /// Not said.
    case unknown = 0
    /// Outdoors.
    case outdoor = 1
    /// Indoors.
    case indoor = 2
}
