/// UIKit's report of unsatisfiable constraints, one log message per conflict.
extension LayoutEngine {
    /// Logs the constraints that cannot hold together and the one left out: the one being added, as UIKit breaks
    /// one of the required constraints of a conflict (AL-23, AL-24).
    func reportConflict(breaking broken: NSLayoutConstraint, conflicting: [NSLayoutConstraint]) {
        let listed = (conflicting + [broken]).map { "    \"\($0.mainActorDescription)\"" }.joined(separator: ",\n")
        UIKitLog.error("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
            documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(listed)
            )

            Will attempt to recover by breaking constraint
            \(broken.mainActorDescription)
            """)
    }
}
