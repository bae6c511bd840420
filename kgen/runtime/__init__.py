"""Devices: CUDA (cuda-python), HIP, and the emulator, behind one interface."""
