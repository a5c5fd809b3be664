extension GroupActivityMetadata {
    /// The kind of shared experience, which the system uses to present the activity. Plain
    /// values; a render presents no activity.
    public struct ActivityType: Hashable, Sendable {
        /// The kind's name, for coding and descriptions.
        let name: String

        init(name: String) { self.name = name }

        /// A generic activity: the default when no type is set.
        public static let generic = ActivityType(name: "generic")
        /// Listening together, such as music.
        public static let listenTogether = ActivityType(name: "listenTogether")
        /// Watching together, such as an episode of a show.
        public static let watchTogether = ActivityType(name: "watchTogether")
        /// Creating together, such as drawing on a shared canvas.
        public static let createTogether = ActivityType(name: "createTogether")
        /// Exploring together, such as planning a trip or browsing a feed.
        public static let exploreTogether = ActivityType(name: "exploreTogether")
        /// Learning together, such as studying a topic.
        public static let learnTogether = ActivityType(name: "learnTogether")
        /// Reading together, such as a book.
        public static let readTogether = ActivityType(name: "readTogether")
        /// Shopping together, such as browsing products online.
        public static let shopTogether = ActivityType(name: "shopTogether")
        /// Working out together, such as a fitness class.
        public static let workoutTogether = ActivityType(name: "workoutTogether")
        /// Playing together, such as a Game Center game (iOS 16.2+).
        public static let playTogether = ActivityType(name: "playTogether")
    }
}
