"""Verifiers of a lowered program: the mbarrier protocol and AMD's wave groups."""
