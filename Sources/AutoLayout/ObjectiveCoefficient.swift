/// A symbol's coefficient in the lexicographic objective: one number per priority level, highest level first.
///
/// Only levels with a non-zero value are stored, so the usual coefficient (a single level, or none) is an array of
/// one entry or an empty array, which does not allocate.
struct ObjectiveCoefficient {
    /// Sorted by priority, highest first; no value is near zero.
    var levels: [LevelWeight] = []

    var isZero: Bool { levels.isEmpty }

    /// Whether the first non-zero level is negative: increasing the symbol improves the objective.
    var isNegative: Bool { levels.first.map { $0.value < 0 } ?? false }

    /// Adds `factor·other`, dropping levels that cancel to near zero.
    mutating func add(_ other: ObjectiveCoefficient, times factor: Double) {
        if other.levels.count == 1 {
            add(other.levels[0].value * factor, at: other.levels[0].priority)
            return
        }
        for level in other.levels { add(level.value * factor, at: level.priority) }
    }

    /// Adds `value` at `priority`.
    mutating func add(_ value: Double, at priority: Float) {
        var index = 0
        while index < levels.count && levels[index].priority > priority { index += 1 }
        if index < levels.count && levels[index].priority == priority {
            let sum = levels[index].value + value
            if abs(sum) < Tableau.epsilon { levels.remove(at: index) } else { levels[index].value = sum }
        } else if abs(value) >= Tableau.epsilon {
            levels.insert(LevelWeight(priority: priority, value: value), at: index)
        }
    }

    /// Compares `lhs / lhsDivisor` with `rhs / rhsDivisor` lexicographically (divisors positive): the dual simplex
    /// ratio test.
    static func ratioIsLess(
        _ lhs: ObjectiveCoefficient, over lhsDivisor: Double, than rhs: ObjectiveCoefficient, over rhsDivisor: Double
    ) -> Bool? {
        var left = 0
        var right = 0
        while left < lhs.levels.count || right < rhs.levels.count {
            let leftPriority = left < lhs.levels.count ? lhs.levels[left].priority : -1
            let rightPriority = right < rhs.levels.count ? rhs.levels[right].priority : -1
            var leftValue = 0.0
            var rightValue = 0.0
            if leftPriority >= rightPriority {
                leftValue = lhs.levels[left].value / lhsDivisor
                left += 1
            }
            if rightPriority >= leftPriority {
                rightValue = rhs.levels[right].value / rhsDivisor
                right += 1
            }
            if abs(leftValue - rightValue) > Tableau.epsilon { return leftValue < rightValue }
        }
        return nil
    }
}
