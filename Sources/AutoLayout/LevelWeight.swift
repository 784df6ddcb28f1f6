/// A symbol's objective coefficient at one priority level.
struct LevelWeight {
    var priority: Float
    var value: Double
}
