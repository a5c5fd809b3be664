import Foundation

/// A workout's activity, with HealthKit's raw values (`americanFootball` is 1, `other` is 3000),
/// so a value stored or sent as its raw value reads back the same as on iOS.
public enum HKWorkoutActivityType: UInt, Sendable {
    /// American football.
    case americanFootball = 1
    /// Archery.
    case archery = 2
    /// Australian football.
    case australianFootball = 3
    /// Badminton.
    case badminton = 4
    /// Baseball.
    case baseball = 5
    /// Basketball.
    case basketball = 6
    /// Bowling.
    case bowling = 7
    /// Boxing.
    case boxing = 8
    /// Climbing.
    case climbing = 9
    /// Cricket.
    case cricket = 10
    /// Cross training.
    case crossTraining = 11
    /// Curling.
    case curling = 12
    /// Cycling.
    case cycling = 13
    /// Dance.
    case dance = 14
    /// Dance-inspired training (iOS 9; use `dance`, `barre` or `pilates`).
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use .dance, .barre or .pilates")
    case danceInspiredTraining = 15
    /// Elliptical.
    case elliptical = 16
    /// Equestrian sports.
    case equestrianSports = 17
    /// Fencing.
    case fencing = 18
    /// Fishing.
    case fishing = 19
    /// Functional strength training.
    case functionalStrengthTraining = 20
    /// Golf.
    case golf = 21
    /// Gymnastics.
    case gymnastics = 22
    /// Handball.
    case handball = 23
    /// Hiking.
    case hiking = 24
    /// Hockey.
    case hockey = 25
    /// Hunting.
    case hunting = 26
    /// Lacrosse.
    case lacrosse = 27
    /// Martial arts.
    case martialArts = 28
    /// Mind and body.
    case mindAndBody = 29
    /// Mixed metabolic cardio training (iOS 10; use `mixedCardio` or `highIntensityIntervalTraining`).
    @available(iOS, introduced: 8.0, deprecated: 11.0, message: "Use .mixedCardio or .highIntensityIntervalTraining")
    case mixedMetabolicCardioTraining = 30
    /// Paddle sports.
    case paddleSports = 31
    /// Play.
    case play = 32
    /// Preparation and recovery.
    case preparationAndRecovery = 33
    /// Racquetball.
    case racquetball = 34
    /// Rowing.
    case rowing = 35
    /// Rugby.
    case rugby = 36
    /// Running.
    case running = 37
    /// Sailing.
    case sailing = 38
    /// Skating sports.
    case skatingSports = 39
    /// Snow sports.
    case snowSports = 40
    /// Soccer.
    case soccer = 41
    /// Softball.
    case softball = 42
    /// Squash.
    case squash = 43
    /// Stair climbing.
    case stairClimbing = 44
    /// Surfing sports.
    case surfingSports = 45
    /// Swimming.
    case swimming = 46
    /// Table tennis.
    case tableTennis = 47
    /// Tennis.
    case tennis = 48
    /// Track and field.
    case trackAndField = 49
    /// Traditional strength training.
    case traditionalStrengthTraining = 50
    /// Volleyball.
    case volleyball = 51
    /// Walking.
    case walking = 52
    /// Water fitness.
    case waterFitness = 53
    /// Water polo.
    case waterPolo = 54
    /// Water sports.
    case waterSports = 55
    /// Wrestling.
    case wrestling = 56
    /// Yoga.
    case yoga = 57
    /// Barre.
    case barre = 58
    /// Core training.
    case coreTraining = 59
    /// Cross-country skiing.
    case crossCountrySkiing = 60
    /// Downhill skiing.
    case downhillSkiing = 61
    /// Flexibility.
    case flexibility = 62
    /// High-intensity interval training.
    case highIntensityIntervalTraining = 63
    /// Jump rope.
    case jumpRope = 64
    /// Kickboxing.
    case kickboxing = 65
    /// Pilates.
    case pilates = 66
    /// Snowboarding.
    case snowboarding = 67
    /// Stairs.
    case stairs = 68
    /// Step training.
    case stepTraining = 69
    /// Wheelchair at walking pace.
    case wheelchairWalkPace = 70
    /// Wheelchair at running pace.
    case wheelchairRunPace = 71
    /// Tai chi.
    case taiChi = 72
    /// Mixed cardio.
    case mixedCardio = 73
    /// Hand cycling.
    case handCycling = 74
    /// Disc sports.
    case discSports = 75
    /// Fitness gaming.
    case fitnessGaming = 76
    /// Cardio dance.
    case cardioDance = 77
    /// Social dance.
    case socialDance = 78
    /// Pickleball.
    case pickleball = 79
    /// Cooldown.
    case cooldown = 80
    /// A multisport swim, bike and run workout.
    case swimBikeRun = 82
    /// A transition between the activities of a multisport workout.
    case transition = 83
    /// Underwater diving.
    case underwaterDiving = 84
    /// Any other activity.
    case other = 3000
}
